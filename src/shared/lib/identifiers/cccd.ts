import { parseIsoDate } from './calendar.ts';
import { compactIdentifier } from './normalize.ts';
import {
  applicantCheck,
  invalid,
  type ApplicantCheck,
  type ApplicantFacts,
  type Sex,
  type ValidationResult,
} from './result.ts';
import { VIETNAM_PROVINCES } from './vietnam-provinces.ts';

/**
 * Vietnam: CCCD / personal identification number, 12 digits: province 3, century-and-sex 1, YY 2, serial 6.
 * There is no checksum; what can be checked is the structure and agreement with the applicant's data.
 */

export const CCCD_FAILURES = ['format', 'length', 'provinceCode', 'centurySex'] as const;
export type CccdFailure = (typeof CCCD_FAILURES)[number];

export type CccdResult = ValidationResult<
  CccdFailure,
  { provinceCode: string; provinceName: string; sex: Sex; birthYear: number }
>;

// Digit 4: 0/1 male/female born 1900-1999, 2/3 in 2000-2099, and so on a century per pair up to 8/9 (2300s).
// Only 0-3 can belong to someone alive before 2100, so 4-9 are rejected.
const LAST_ISSUED_CENTURY_DIGIT = 3;

export const normalizeCccd = compactIdentifier;

export function validateCccd(input: string | null | undefined): CccdResult {
  const value = normalizeCccd(input);
  if (!/^\d*$/.test(value)) return invalid('format');
  if (value.length !== 12) return invalid('length');
  const provinceCode = value.slice(0, 3);
  const provinceName = VIETNAM_PROVINCES[provinceCode];
  if (provinceName === undefined) return invalid('provinceCode');
  const centurySex = Number(value.charAt(3));
  if (centurySex > LAST_ISSUED_CENTURY_DIGIT) return invalid('centurySex');
  const sex: Sex = centurySex % 2 === 0 ? 'male' : 'female';
  const birthYear = 1900 + 100 * Math.floor(centurySex / 2) + Number(value.slice(4, 6));
  return { valid: true, value, provinceCode, provinceName, sex, birthYear };
}

export const CCCD_APPLICANT_MISMATCHES = [
  'invalidCccd',
  'birthYearMismatch',
  'centuryMismatch',
  'sexMismatch',
] as const;
export type CccdApplicantMismatch = (typeof CCCD_APPLICANT_MISMATCHES)[number];

/** Cross-checks century, two-digit year and sex with the date of birth (YYYY-MM-DD) and sex given in the form. */
export function checkCccdAgainstApplicant(
  cccd: string | null | undefined,
  applicant: ApplicantFacts,
): ApplicantCheck<CccdApplicantMismatch> {
  const result = validateCccd(cccd);
  if (!result.valid) return applicantCheck(['invalidCccd']);
  const mismatches: CccdApplicantMismatch[] = [];
  const given = parseIsoDate(applicant.birthDate);
  if (given === undefined || given.year % 100 !== result.birthYear % 100)
    mismatches.push('birthYearMismatch');
  else if (given.year !== result.birthYear) mismatches.push('centuryMismatch');
  if (result.sex !== applicant.sex) mismatches.push('sexMismatch');
  return applicantCheck(mismatches);
}

export type CccdParts = {
  readonly provinceCode: string;
  readonly sex: Sex;
  /** 1900-2099. */
  readonly birthYear: number;
  /** 0-999999. */
  readonly serial: number;
};

export function buildCccd({ provinceCode, sex, birthYear, serial }: CccdParts): string {
  const centurySex = 2 * (Math.floor(birthYear / 100) - 19) + (sex === 'female' ? 1 : 0);
  return `${provinceCode}${centurySex}${String(birthYear % 100).padStart(2, '0')}${String(serial).padStart(6, '0')}`;
}
