import { isCalendarDate, toIsoDate, yymmdd, type CalendarDate } from './calendar.ts';
import { mod10Complement } from './checksum.ts';
import { compactIdentifier } from './normalize.ts';
import { invalid, type Sex, type ValidationResult } from './result.ts';

/** Mexico: Clave Única de Registro de Población (18 characters). */

// prettier-ignore
export const CURP_STATE_CODES = [
  'AS', 'BC', 'BS', 'CC', 'CH', 'CL', 'CM', 'CS', 'DF', 'DG', 'GR', 'GT', 'HG', 'JC', 'MC', 'MN', 'MS',
  'NE', 'NL', 'NT', 'OC', 'PL', 'QR', 'QT', 'SL', 'SP', 'SR', 'TC', 'TL', 'TS', 'VZ', 'YN', 'ZS',
] as const;
export type CurpStateCode = (typeof CURP_STATE_CODES)[number];

export const CURP_FAILURES = ['format', 'length', 'date', 'sex', 'stateCode', 'checkDigit'] as const;
export type CurpFailure = (typeof CURP_FAILURES)[number];

export type CurpResult = ValidationResult<
  CurpFailure,
  { birthDate: string; sex: Sex; stateCode: CurpStateCode; bornAbroad: boolean }
>;

// Ñ is part of the check-digit alphabet, so it is accepted wherever a letter is.
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const SHAPE = /^[A-ZÑ]{4}\d{6}[A-ZÑ]{3}[A-ZÑ]{3}[0-9A-Z]\d$/u;
// Positions 13-15 are the first internal consonants of the surnames and name (X when there is none).
const CONSONANTS = /^[B-DF-HJ-NP-TV-ZÑ]{3}$/u;
const SEX_BY_LETTER: Readonly<Record<string, Sex>> = { H: 'male', M: 'female' };
const STATE_CODES: ReadonlySet<string> = new Set(CURP_STATE_CODES);

export const normalizeCurp = compactIdentifier;

export function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CHECK_ALPHABET.indexOf(first17.charAt(i)) * (18 - i);
  return mod10Complement(sum);
}

/** Position 17 is a digit for births before 2000 and a letter from 2000 on: it carries the century. */
function birthDateOf(curp: string): CalendarDate {
  const century = /\d/.test(curp.charAt(16)) ? 1900 : 2000;
  return {
    year: century + Number(curp.slice(4, 6)),
    month: Number(curp.slice(6, 8)),
    day: Number(curp.slice(8, 10)),
  };
}

export function validateCurp(input: string | null | undefined): CurpResult {
  const value = normalizeCurp(input);
  if (!/^[0-9A-ZÑ]*$/u.test(value)) return invalid('format');
  if (value.length !== 18) return invalid('length');
  if (!SHAPE.test(value) || !CONSONANTS.test(value.slice(13, 16))) return invalid('format');
  const birthDate = birthDateOf(value);
  if (!isCalendarDate(birthDate)) return invalid('date');
  const sex = SEX_BY_LETTER[value.charAt(10)];
  if (!sex) return invalid('sex');
  const stateCode = value.slice(11, 13);
  if (!isCurpStateCode(stateCode)) return invalid('stateCode');
  if (curpCheckDigit(value) !== Number(value.charAt(17))) return invalid('checkDigit');
  return {
    valid: true,
    value,
    birthDate: toIsoDate(birthDate),
    sex,
    stateCode,
    bornAbroad: stateCode === 'NE',
  };
}

function isCurpStateCode(code: string): code is CurpStateCode {
  return STATE_CODES.has(code);
}

export type CurpParts = {
  /** Four letters from the surnames and given name. */
  readonly initials: string;
  readonly birthDate: CalendarDate;
  readonly sex: Sex;
  readonly stateCode: CurpStateCode;
  /** Three internal consonants. */
  readonly consonants: string;
  /** Homonym index, 0-9; rendered as a digit before 2000 and as a letter (A-J) from 2000 on. */
  readonly homonym?: number;
};

/** Builds a CURP with the right differentiator and check digit (test data, fixtures). */
export function buildCurp(parts: CurpParts): string {
  const homonym = parts.homonym ?? 0;
  const differentiator = parts.birthDate.year < 2000 ? String(homonym) : String.fromCharCode(65 + homonym);
  const first17 =
    parts.initials +
    yymmdd(parts.birthDate) +
    (parts.sex === 'male' ? 'H' : 'M') +
    parts.stateCode +
    parts.consonants +
    differentiator;
  return first17 + String(curpCheckDigit(first17));
}
