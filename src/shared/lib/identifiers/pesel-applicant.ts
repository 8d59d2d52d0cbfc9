import { validatePesel } from './pesel.ts';
import { applicantCheck, type ApplicantCheck, type ApplicantFacts } from './result.ts';

/**
 * 'centuryMismatch': the day, month and two-digit year agree but the century the month encodes does not (the month
 * was typed without its +20 for a birth from 2000 on, or with it for one before).
 */
export const PESEL_APPLICANT_MISMATCHES = [
  'invalidPesel',
  'birthDateMismatch',
  'centuryMismatch',
  'sexMismatch',
] as const;
export type PeselApplicantMismatch = (typeof PESEL_APPLICANT_MISMATCHES)[number];

/** Checks that a PESEL encodes the date of birth (YYYY-MM-DD) and sex the applicant gave elsewhere. */
export function checkPeselAgainstApplicant(
  pesel: string | null | undefined,
  applicant: ApplicantFacts,
): ApplicantCheck<PeselApplicantMismatch> {
  const result = validatePesel(pesel);
  if (!result.valid) return applicantCheck(['invalidPesel']);
  const mismatches: PeselApplicantMismatch[] = [];
  if (result.birthDate.slice(2) !== applicant.birthDate.slice(2)) mismatches.push('birthDateMismatch');
  else if (result.birthDate !== applicant.birthDate) mismatches.push('centuryMismatch');
  if (result.sex !== applicant.sex) mismatches.push('sexMismatch');
  return applicantCheck(mismatches);
}
