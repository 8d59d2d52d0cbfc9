import { compactIdentifier, groupThousands } from './normalize.ts';
import { invalid, type ValidationResult } from './result.ts';

/** Colombia: NIT (tax id), a number plus its verification digit (DV), written "900.123.456-7". */

export const NIT_FAILURES = ['format', 'length', 'checkDigit'] as const;
export type NitFailure = (typeof NIT_FAILURES)[number];

export type NitResult = ValidationResult<NitFailure, { number: string; checkDigit: string }>;

// DIAN weights, applied from the rightmost digit of the number leftwards; they define the maximum length.
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
// A person's NIT is their cédula (6 digits at least); companies' have 9.
const MIN_NUMBER_LENGTH = 6;

/** Compact form: the number followed by its DV, no separators ("9001234567"). */
export const normalizeNit = compactIdentifier;

export function nitCheckDigit(number: string): number {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1)
    sum += Number(number.charAt(number.length - 1 - i)) * (WEIGHTS[i] ?? 0);
  const s = sum % 11;
  return s < 2 ? s : 11 - s;
}

export function validateNit(input: string | null | undefined): NitResult {
  const value = normalizeNit(input);
  if (!/^\d*$/.test(value)) return invalid('format');
  const number = value.slice(0, -1);
  if (number.length < MIN_NUMBER_LENGTH || number.length > WEIGHTS.length) return invalid('length');
  const checkDigit = value.slice(-1);
  if (nitCheckDigit(number) !== Number(checkDigit)) return invalid('checkDigit');
  return { valid: true, value, number, checkDigit };
}

/** "900.123.456-7". */
export function formatNit(input: string | null | undefined): string {
  const value = normalizeNit(input);
  if (value.length < 2) return value;
  return `${groupThousands(value.slice(0, -1))}-${value.slice(-1)}`;
}

export function buildNit(number: string): string {
  return number + String(nitCheckDigit(number));
}
