import { todayIso } from '../dates.ts';
import { isCalendarDate, toIsoDate, yymmdd, type CalendarDate } from './calendar.ts';
import { mod10Complement, weightedDigitSum } from './checksum.ts';
import { compactIdentifier } from './normalize.ts';
import { invalid, type Sex, type ValidationResult } from './result.ts';

/** Poland: PESEL (11 digits: YYMMDD with the century in the month, 4-digit serial, check digit). */

export const PESEL_FAILURES = ['format', 'length', 'date', 'checkDigit', 'futureBirth'] as const;
export type PeselFailure = (typeof PESEL_FAILURES)[number];

export type PeselResult = ValidationResult<PeselFailure, { birthDate: string; sex: Sex }>;

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
// Index = floor(encoded month / 20): +0 1900s, +20 2000s, +40 2100s, +60 2200s, +80 1800s.
const CENTURIES = [1900, 2000, 2100, 2200, 1800];

export const normalizePesel = compactIdentifier;

export function peselCheckDigit(first10: string): number {
  return mod10Complement(weightedDigitSum(first10, WEIGHTS));
}

function birthDateOf(pesel: string): CalendarDate | undefined {
  const encodedMonth = Number(pesel.slice(2, 4));
  const century = CENTURIES[Math.floor(encodedMonth / 20)];
  if (century === undefined) return undefined;
  const date = {
    year: century + Number(pesel.slice(0, 2)),
    month: encodedMonth % 20,
    day: Number(pesel.slice(4, 6)),
  };
  return isCalendarDate(date) ? date : undefined;
}

/** `today` (the applicant's, by default now): a birth date after it is no one's, whatever the check digit says. */
export function validatePesel(input: string | null | undefined, today: Date = new Date()): PeselResult {
  const value = normalizePesel(input);
  if (!/^\d*$/.test(value)) return invalid('format');
  if (value.length !== 11) return invalid('length');
  const birthDate = birthDateOf(value);
  if (!birthDate) return invalid('date');
  if (peselCheckDigit(value) !== Number(value.charAt(10))) return invalid('checkDigit');
  if (toIsoDate(birthDate) > todayIso(today)) return invalid('futureBirth');
  // The 10th digit is even for women, odd for men.
  const sex = Number(value.charAt(9)) % 2 === 0 ? 'female' : 'male';
  return { valid: true, value, birthDate: toIsoDate(birthDate), sex };
}

export type PeselParts = {
  /** 1800-2299. */
  readonly birthDate: CalendarDate;
  /** 0-9999; its last digit is nudged to the parity the sex requires. */
  readonly serial: number;
  readonly sex: Sex;
};

export function buildPesel({ birthDate, serial, sex }: PeselParts): string {
  const centuryIndex = CENTURIES.indexOf(Math.floor(birthDate.year / 100) * 100);
  const date = yymmdd({ ...birthDate, month: birthDate.month + 20 * centuryIndex });
  let serialDigits = String(serial).padStart(4, '0');
  const last = Number(serialDigits.charAt(3));
  if ((last % 2 === 0) !== (sex === 'female'))
    serialDigits = serialDigits.slice(0, 3) + String((last + 1) % 10);
  const first10 = date + serialDigits;
  return first10 + String(peselCheckDigit(first10));
}
