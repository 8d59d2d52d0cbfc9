/**
 * The lender's decision, deterministic so tests reach every outcome on purpose (documented in
 * server/README.md). Pure: the status and step handlers feed it the stored lead.
 *
 * 1. A marker in the email local part wins: `+reject`, `+accept`, `+thankyou`, `+redirect` (GET),
 *    `+redirectpost` (POST), `+verify` (mobile verification, then accepted), `+stepN` (after-offer state
 *    N, then accepted), e.g. maria+step26@example.com asks for the partner credit step.
 * 2. Else by numbers: monthly income missing or under the country's floor (country-lending.ts: 3,000 MXN,
 *    1,000,000 COP, 2,300 PLN, 800 EUR in Spain ...) -> rejected; amount over 10 x income -> redirected to a
 *    partner (GET); amount over 5 x income -> thank you; otherwise accepted.
 */
import { APPLICATION_STATE, type ApplicationState } from '#contract/application-state.ts';
import type { LeadData } from '#contract/lead-payload.ts';
import type { Country } from '#contract/page-variants.ts';
import { lendingIn } from './country-lending.ts';

export const REDIRECT_INCOME_MULTIPLE = 10;
export const REVIEW_INCOME_MULTIPLE = 5;

/**
 * After-offer states a `+stepN` marker may ask for: each has a call that completes it (a step call of the
 * contract, PUT /v2/customer/mobile for 15, PUT /customer/{id}/consents for 29 and 36) or skip. Employment
 * details (8) and reference information (25) are pre-offer steps, never asked for after checking.
 */
export const STEP_STATES: readonly ApplicationState[] = [
  9, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41,
];

const isStepState = (state: number): state is ApplicationState => STEP_STATES.some((step) => step === state);

export type Decision =
  | { status: 'accepted'; state: 10 }
  | { status: 'rejected'; state: 13 }
  | { status: 'thank-you'; state: 11 }
  | { status: 'redirected'; state: 12; method: 'GET' | 'POST'; partner: string }
  | { status: 'mobile-verification'; state: 7 }
  | { status: 'partner-step'; state: ApplicationState; partner: string };

export interface DecisionInput {
  data: LeadData;
  completedStates: readonly number[];
  mobileVerified: boolean;
  /** The lead's country (its product id's): the income floor is in its currency. */
  country?: Country;
}

const ACCEPTED: Decision = { status: 'accepted', state: APPLICATION_STATE.accepted };

/** The marker after `+` in the email's local part, lower-cased, if any. */
export function emailMarker(email: string | undefined): string | undefined {
  const local = email?.split('@')[0] ?? '';
  const plus = local.indexOf('+');
  return plus >= 0 ? local.slice(plus + 1).toLowerCase() : undefined;
}

/** Partner names shown for partner steps, by state (the three partner offer calls name theirs). */
function partnerFor(state: number): string {
  if (state === 38) return 'creditea';
  if (state === 39) return 'provident';
  if (state === 40) return 'proficredit';
  return 'finanzas-aliadas';
}

function byMarker(marker: string, input: DecisionInput): Decision | undefined {
  switch (marker) {
    case 'reject':
      return { status: 'rejected', state: 13 };
    case 'accept':
      return ACCEPTED;
    case 'thankyou':
      return { status: 'thank-you', state: 11 };
    case 'redirect':
      return { status: 'redirected', state: 12, method: 'GET', partner: 'creditea' };
    case 'redirectpost':
      return { status: 'redirected', state: 12, method: 'POST', partner: 'provident' };
    case 'verify':
      return input.mobileVerified ? ACCEPTED : { status: 'mobile-verification', state: 7 };
  }
  const step = /^step(\d{1,2})$/.exec(marker);
  const state = step ? Number(step[1]) : Number.NaN;
  if (!isStepState(state)) return undefined;
  return input.completedStates.includes(state)
    ? ACCEPTED
    : { status: 'partner-step', state, partner: partnerFor(state) };
}

export function decide(input: DecisionInput): Decision {
  const marker = emailMarker(input.data.contactDetails?.email);
  const marked = marker ? byMarker(marker, input) : undefined;
  if (marked) return marked;
  const income = input.data.incomeDetails?.monthlyIncome ?? 0;
  const amount = input.data.amount ?? 0;
  if (income < lendingIn(input.country).minMonthlyIncome) return { status: 'rejected', state: 13 };
  if (amount > REDIRECT_INCOME_MULTIPLE * income) {
    return { status: 'redirected', state: 12, method: 'GET', partner: 'creditea' };
  }
  if (amount > REVIEW_INCOME_MULTIPLE * income) return { status: 'thank-you', state: 11 };
  return ACCEPTED;
}
