import { compactIdentifier } from './normalize.ts';
import { invalid, type ValidationResult } from './result.ts';

/**
 * Poland: the series and number of the ID card (dowód osobisty), "ABA300000": 3 letters, then 6 digits of which the
 * first is a check digit. Letters count A = 10 ... Z = 35; with weights 7 3 1 on the letters and 7 3 1 7 3 on the
 * last five digits, the check digit is the sum mod 10 (the same as weights 7 3 1 9 7 3 1 7 3 over all nine
 * characters summing to 0 mod 10, as the Ministry publishes it). Weights 7, 3 and 1 are prime to 10, so any single
 * mistyped digit changes the sum and is caught.
 */

export const POLISH_ID_CARD_FAILURES = ['format', 'length', 'checkDigit'] as const;
export type PolishIdCardFailure = (typeof POLISH_ID_CARD_FAILURES)[number];

export type PolishIdCardResult = ValidationResult<PolishIdCardFailure, { series: string; number: string }>;

const WEIGHTS = [7, 3, 1, 7, 3, 1, 7, 3];
const LETTER_OFFSET = 'A'.charCodeAt(0) - 10;

const valueOf = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - LETTER_OFFSET);

export const normalizePolishIdCard = compactIdentifier;

/** The check digit of a series (3 letters) and the 5 digits after the check digit. */
export function polishIdCardCheckDigit(series: string, lastFive: string): number {
  const chars = [...series, ...lastFive];
  return chars.reduce((sum, char, index) => sum + valueOf(char) * (WEIGHTS[index] ?? 0), 0) % 10;
}

export function validatePolishIdCard(input: string | null | undefined): PolishIdCardResult {
  const value = normalizePolishIdCard(input);
  if (!/^[A-Z0-9]*$/.test(value)) return invalid('format');
  if (value.length !== 9) return invalid('length');
  if (!/^[A-Z]{3}\d{6}$/.test(value)) return invalid('format');
  const series = value.slice(0, 3);
  if (polishIdCardCheckDigit(series, value.slice(4)) !== Number(value.charAt(3)))
    return invalid('checkDigit');
  return { valid: true, value, series, number: value.slice(3) };
}

/** "ABA 300000", as printed on the card. */
export function formatPolishIdCard(input: string | null | undefined): string {
  const value = normalizePolishIdCard(input);
  return value.length > 3 ? `${value.slice(0, 3)} ${value.slice(3)}` : value;
}

/** Builds a card number from a series (3 capital letters) and a number 0-99999 (the digits after the check). */
export function buildPolishIdCard(series: string, number: number): string {
  const lastFive = String(number).padStart(5, '0');
  return series + String(polishIdCardCheckDigit(series, lastFive)) + lastFive;
}
