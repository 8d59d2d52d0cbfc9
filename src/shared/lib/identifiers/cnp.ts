import { todayIso } from '../dates.ts';
import { isCalendarDate, toIsoDate, yymmdd, type CalendarDate } from './calendar.ts';
import { weightedDigitSum } from './checksum.ts';
import { compactIdentifier } from './normalize.ts';
import { invalid, type Sex, type ValidationResult } from './result.ts';

/** Romania: Cod Numeric Personal (13 digits: S YY MM DD JJ NNN C). */

export const CNP_FAILURES = [
  'format',
  'length',
  'centurySex',
  'date',
  'countyCode',
  'checkDigit',
  'futureBirth',
] as const;
export type CnpFailure = (typeof CNP_FAILURES)[number];

export type CnpResult = ValidationResult<
  CnpFailure,
  {
    /** Undefined for residents and foreigners (S = 7, 8, 9): their S digit does not carry the century. */
    birthDate: string | undefined;
    /** Undefined for foreigners (S = 9). */
    sex: Sex | undefined;
    foreignOrResident: boolean;
    countyCode: string;
  }
>;

const WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
// S digit -> century (odd male, even female); 7/8/9 are residents and foreigners.
const CENTURY_BY_S: Readonly<Record<string, number>> = {
  1: 1900,
  2: 1900,
  3: 1800,
  4: 1800,
  5: 2000,
  6: 2000,
};

/** JJ: 01-46 are the counties and Bucharest's sectors, 51 Călărași and 52 Giurgiu. */
export function isCnpCountyCode(code: string): boolean {
  const n = Number(code);
  return /^\d{2}$/.test(code) && ((n >= 1 && n <= 46) || n === 51 || n === 52);
}

/** Odd S is a man, even a woman; 9 (foreigners) says nothing. */
function sexOf(s: number): Sex | undefined {
  if (s === 9) return undefined;
  return s % 2 === 1 ? 'male' : 'female';
}

export const normalizeCnp = compactIdentifier;

export function cnpCheckDigit(first12: string): number {
  const remainder = weightedDigitSum(first12, WEIGHTS) % 11;
  return remainder === 10 ? 1 : remainder;
}

/** `today` (the applicant's, by default now): a birth date after it is no one's, whatever the check digit says. */
export function validateCnp(input: string | null | undefined, today: Date = new Date()): CnpResult {
  const value = normalizeCnp(input);
  if (!/^\d*$/.test(value)) return invalid('format');
  if (value.length !== 13) return invalid('length');
  const s = value.charAt(0);
  if (s === '0') return invalid('centurySex');
  const yy = Number(value.slice(1, 3));
  const month = Number(value.slice(3, 5));
  const day = Number(value.slice(5, 7));
  const century = CENTURY_BY_S[s];
  const centuries = century === undefined ? [1900, 2000] : [century];
  if (!centuries.some((c) => isCalendarDate({ year: c + yy, month, day }))) return invalid('date');
  const countyCode = value.slice(7, 9);
  if (!isCnpCountyCode(countyCode)) return invalid('countyCode');
  if (cnpCheckDigit(value) !== Number(value.charAt(12))) return invalid('checkDigit');
  const birthDate = century === undefined ? undefined : toIsoDate({ year: century + yy, month, day });
  if (birthDate !== undefined && birthDate > todayIso(today)) return invalid('futureBirth');
  return {
    valid: true,
    value,
    birthDate,
    sex: sexOf(Number(s)),
    foreignOrResident: century === undefined,
    countyCode,
  };
}

export type CnpParts = {
  /** 1800-2099. */
  readonly birthDate: CalendarDate;
  readonly sex: Sex;
  readonly countyCode: string;
  /** 1-999. */
  readonly serial: number;
};

export function buildCnp({ birthDate, sex, countyCode, serial }: CnpParts): string {
  const base = { 1800: 3, 1900: 1, 2000: 5 }[Math.floor(birthDate.year / 100) * 100] ?? 1;
  const s = sex === 'male' ? base : base + 1;
  const first12 = String(s) + yymmdd(birthDate) + countyCode + String(serial).padStart(3, '0');
  return first12 + String(cnpCheckDigit(first12));
}
