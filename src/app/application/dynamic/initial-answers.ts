/**
 * The answers a new application starts with: the loan choice from the landing URL (amount and period, clamped to the
 * variant's loan product and rounded to its step) or the product's defaults, and the applicant fields the URL
 * prefilled.
 */
import type { AttributionBoot } from '#features/attribution/boot.ts';
import type { Answers } from '#features/funnel/form-model/types.ts';
import type { LoanTerms } from '#markets/loan-products.ts';
import { clampToRange } from '#shared/lib/money.ts';

export function initialAnswers(landing: AttributionBoot['landing'], loan: LoanTerms): Answers {
  const prefill = landing.prefill;
  const answers: Answers = {
    amount: clampToRange(landing.amount ?? loan.amount.default, loan.amount, loan.amount.default),
    period: clampToRange(landing.period ?? loan.term.default, loan.term, loan.term.default),
  };
  if (prefill.firstName) answers['personalDetails.firstName'] = prefill.firstName;
  if (prefill.lastName) answers['personalDetails.lastName'] = prefill.lastName;
  if (prefill.email) answers['contactDetails.email'] = prefill.email;
  if (prefill.phoneNumber) answers['contactDetails.phoneNumber'] = prefill.phoneNumber;
  return answers;
}
