import { validateCnp } from './cnp.ts';
import { applicantCheck, type ApplicantCheck, type ApplicantFacts } from './result.ts';

/**
 * A CNP's first digit gives sex and century, and YYMMDD the birth date. Residents and foreigners (S = 7, 8, 9) carry
 * no century, so only the day, month and two-digit year are compared; a foreigner's (9) carries no sex either.
 */
export const CNP_APPLICANT_MISMATCHES = ['invalidCnp', 'birthDateMismatch', 'sexMismatch'] as const;
export type CnpApplicantMismatch = (typeof CNP_APPLICANT_MISMATCHES)[number];

export function checkCnpAgainstApplicant(
  cnp: string | null | undefined,
  applicant: ApplicantFacts,
): ApplicantCheck<CnpApplicantMismatch> {
  const result = validateCnp(cnp);
  if (!result.valid) return applicantCheck(['invalidCnp']);
  const mismatches: CnpApplicantMismatch[] = [];
  const yymmdd = result.value.slice(1, 7);
  const given = applicant.birthDate.replaceAll('-', '');
  const sameDate =
    result.birthDate === undefined ? given.slice(2) === yymmdd : result.birthDate === applicant.birthDate;
  if (!sameDate) mismatches.push('birthDateMismatch');
  if (result.sex !== undefined && result.sex !== applicant.sex) mismatches.push('sexMismatch');
  return applicantCheck(mismatches);
}
