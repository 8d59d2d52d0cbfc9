/**
 * Polish identifiers the wniosek asks for that src/shared/lib/identifiers does not cover: the ID card number
 * (dowód osobisty: a 3-letter series and 6 digits, the first digit a check digit) and the bank account, typed
 * as an IBAN (PL + 26 digits) or as the 26-digit NRB people copy from their banking app.
 */
import {
  compactIdentifier,
  normalizeIban,
  validateIban,
  type IbanResult,
} from '../../../shared/lib/identifiers';

export type PolishIdCardResult =
  { valid: true; value: string } | { valid: false; reason: 'format' | 'checkDigit' };

/** Weights of the 9 characters (letters count A = 10 ... Z = 35); the check digit's own weight is 0. */
const ID_CARD_WEIGHTS = [7, 3, 1, 0, 7, 3, 1, 7, 3];

export function polishIdCardCheckDigit(value: string): number {
  let sum = 0;
  for (const [index, weight] of ID_CARD_WEIGHTS.entries()) sum += parseInt(value.charAt(index), 36) * weight;
  return sum % 10;
}

export function validatePolishIdCard(input: string): PolishIdCardResult {
  const value = compactIdentifier(input);
  if (!/^[A-Z]{3}\d{6}$/.test(value)) return { valid: false, reason: 'format' };
  if (polishIdCardCheckDigit(value) !== Number(value.charAt(3)))
    return { valid: false, reason: 'checkDigit' };
  return { valid: true, value };
}

/** The compact IBAN of a Polish account: "PL" is added to a bare 26-digit NRB. */
export function normalizePolishAccount(input: string): string {
  const value = normalizeIban(input);
  return /^\d{26}$/.test(value) ? `PL${value}` : value;
}

/** The IBAN check on the compact form; an account of another country is refused with `country`. */
export function validatePolishAccount(input: string): IbanResult {
  const value = normalizePolishAccount(input);
  const result = validateIban(value);
  if (result.valid && result.countryCode !== 'PL') return { valid: false, reason: 'country' };
  return result;
}
