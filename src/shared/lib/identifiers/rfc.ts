import { isCalendarDate, splitYymmdd, yymmdd, type CalendarDate } from './calendar.ts';
import { compactIdentifier } from './normalize.ts';
import { invalid, type ValidationResult } from './result.ts';

/** Mexico: Registro Federal de Contribuyentes of a person (13 characters). */

export const RFC_FAILURES = ['format', 'length', 'date'] as const;
export type RfcFailure = (typeof RFC_FAILURES)[number];

// About 1.5% of RFCs issued carry a wrong check digit and are still valid at SAT: warn, never block.
export const RFC_WARNINGS = ['checkDigit'] as const;
export type RfcWarning = (typeof RFC_WARNINGS)[number];

export type RfcResult = ValidationResult<
  RfcFailure,
  { warnings: readonly RfcWarning[]; birthYearTwoDigits: number; birthMonth: number; birthDay: number }
>;

const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const SHAPE = /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/u;

export const normalizeRfc = compactIdentifier;

/** The check character for the first 12 characters (left-padded with spaces, as legal-entity RFCs are 11). */
export function rfcCheckCharacter(first12: string): string {
  const padded = first12.padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += CHECK_ALPHABET.indexOf(padded.charAt(i)) * (13 - i);
  return CHECK_ALPHABET.charAt((11 - (sum % 11)) % 11);
}

export function validateRfc(input: string | null | undefined): RfcResult {
  const value = normalizeRfc(input);
  if (!/^[0-9A-ZÑ&]*$/u.test(value)) return invalid('format');
  if (value.length !== 13) return invalid('length');
  if (!SHAPE.test(value)) return invalid('format');
  const { yy, month, day } = splitYymmdd(value.slice(4, 10));
  // The RFC has no century marker: a 29 February is fine when either 19YY or 20YY is a leap year.
  const possible = [1900, 2000].some((century) => isCalendarDate({ year: century + yy, month, day }));
  if (!possible) return invalid('date');
  const warnings: RfcWarning[] =
    rfcCheckCharacter(value.slice(0, 12)) === value.charAt(12) ? [] : ['checkDigit'];
  return { valid: true, value, warnings, birthYearTwoDigits: yy, birthMonth: month, birthDay: day };
}

export type RfcParts = {
  /** Four letters (Ñ and & allowed). */
  readonly initials: string;
  readonly birthDate: CalendarDate;
  /** The two homoclave characters SAT assigns against homonyms. */
  readonly homoclave: string;
};

export function buildRfc(parts: RfcParts): string {
  const first12 = parts.initials + yymmdd(parts.birthDate) + parts.homoclave;
  return first12 + rfcCheckCharacter(first12);
}
