/**
 * The answers a new application starts with: the loan choice from the landing URL (amount and period, clamped
 * to the country's limits) or the country's defaults, and the applicant fields the URL prefilled.
 */
import type { AttributionBoot } from '../../../features/attribution/boot';
import type { Answers } from '../../../features/funnel/form-model/types';
import type { LoanLimits } from '../../../markets/countries';
import { clampToRange } from '../../../shared/lib/money';

export function initialAnswers(landing: AttributionBoot['landing'], limits: LoanLimits): Answers {
  const prefill = landing.prefill;
  const answers: Answers = {
    amount: clampToRange(landing.amount ?? limits.amount.default, limits.amount, limits.amount.default),
    period: clampToRange(landing.period ?? limits.period.default, limits.period, limits.period.default),
  };
  if (prefill.firstName) answers['personalDetails.firstName'] = prefill.firstName;
  if (prefill.lastName) answers['personalDetails.lastName'] = prefill.lastName;
  if (prefill.email) answers['contactDetails.email'] = prefill.email;
  if (prefill.phoneNumber) answers['contactDetails.phoneNumber'] = prefill.phoneNumber;
  return answers;
}
