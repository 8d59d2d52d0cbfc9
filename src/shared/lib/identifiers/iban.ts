import { BBAN_PATTERNS, IBAN_LENGTHS } from './iban-countries.ts';
import { compactIdentifier, groupForDisplay } from './normalize.ts';
import { invalid, type ValidationResult } from './result.ts';

/** IBAN, any registered country: ISO 7064 mod 97-10 over the rearranged string. */

export const IBAN_FAILURES = ['format', 'country', 'length', 'checkDigit'] as const;
export type IbanFailure = (typeof IBAN_FAILURES)[number];

export type IbanResult = ValidationResult<
  IbanFailure,
  { countryCode: string; checkDigits: string; bban: string }
>;

/** Compact form; drops the "IBAN" label people copy from statements ("IBAN DE89 3704 ..."). */
export function normalizeIban(input: string | null | undefined): string {
  const value = compactIdentifier(input);
  return value.startsWith('IBAN') ? value.slice(4) : value;
}

/**
 * Remainder mod 97 of the number formed by replacing each letter with 10-35. Folded one character at a time,
 * so it never needs more than Number precision (no BigInt, works on any length).
 */
export function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric) {
    const value = parseInt(char, 36);
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

export function validateIban(input: string | null | undefined): IbanResult {
  const value = normalizeIban(input);
  if (!/^[0-9A-Z]*$/.test(value)) return invalid('format');
  if (value.length < 4) return invalid('length');
  const countryCode = value.slice(0, 2);
  if (!/^[A-Z]{2}$/.test(countryCode)) return invalid('format');
  const expectedLength = IBAN_LENGTHS[countryCode];
  if (expectedLength === undefined) return invalid('country');
  if (value.length !== expectedLength) return invalid('length');
  const checkDigits = value.slice(2, 4);
  const bban = value.slice(4);
  if (!/^\d{2}$/.test(checkDigits) || !(BBAN_PATTERNS[countryCode]?.test(bban) ?? true))
    return invalid('format');
  if (mod97(bban + countryCode + checkDigits) !== 1) return invalid('checkDigit');
  return { valid: true, value, countryCode, checkDigits, bban };
}

/** Groups of four: "DE89 3704 0044 0532 0130 00". */
export function formatIban(input: string | null | undefined): string {
  const value = normalizeIban(input);
  return groupForDisplay(
    value,
    Array.from({ length: Math.ceil(value.length / 4) }, () => 4),
  );
}

/** Builds an IBAN from a country code and BBAN by computing the two check digits (test data, fixtures). */
export function buildIban(countryCode: string, bban: string): string {
  const checkDigits = 98 - mod97(bban + countryCode + '00');
  return countryCode + String(checkDigits).padStart(2, '0') + bban;
}
