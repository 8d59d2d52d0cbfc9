import { parseIsoDate } from './calendar.ts';
import { validateCurp } from './curp.ts';
import { applicantCheck, type ApplicantCheck, type ApplicantFacts } from './result.ts';

/**
 * 'centuryMismatch': same YYMMDD but the digit-or-letter character puts the birth in the other century
 * (a digit means before 2000, a letter 2000 on), which is how a mistyped position 17 shows.
 */
export const CURP_APPLICANT_MISMATCHES = [
  'invalidCurp',
  'birthDateMismatch',
  'centuryMismatch',
  'sexMismatch',
] as const;
export type CurpApplicantMismatch = (typeof CURP_APPLICANT_MISMATCHES)[number];

/** Checks that a CURP encodes the date of birth (YYYY-MM-DD) and sex the applicant gave elsewhere. */
export function checkCurpAgainstApplicant(
  curp: string | null | undefined,
  applicant: ApplicantFacts,
): ApplicantCheck<CurpApplicantMismatch> {
  const result = validateCurp(curp);
  if (!result.valid) return applicantCheck(['invalidCurp']);
  const mismatches: CurpApplicantMismatch[] = [];
  const given = parseIsoDate(applicant.birthDate);
  if (given === undefined || result.birthDate.slice(2) !== applicant.birthDate.slice(2)) {
    mismatches.push('birthDateMismatch');
  } else if (result.birthDate !== applicant.birthDate) {
    mismatches.push('centuryMismatch');
  }
  if (result.sex !== applicant.sex) mismatches.push('sexMismatch');
  return applicantCheck(mismatches);
}
