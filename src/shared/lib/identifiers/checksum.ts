/** Sum of digit x weight over the leading digits of `digits` (as many as there are weights). */
export function weightedDigitSum(digits: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + Number(digits[index]) * weight, 0);
}

/** The common "(10 - sum mod 10) mod 10" check digit (CURP, CLABE, PESEL). */
export function mod10Complement(sum: number): number {
  return (10 - (sum % 10)) % 10;
}
