/**
 * Which calls a lead accepts, by where it stands: the one place (issue 28, docs/adr/0027). Spec section 3 numbers the
 * states; the API sees three phases:
 * - answering: made, its answers still being given (no status read yet): the answers may change;
 * - checking: the applicant asked for the decision (a status read began it): the answers are read-only;
 * - decided: the decision names the state, and only that state's calls are accepted (a step call completes the state
 *   the lead is on; the partner calls take only the offers the lead was given, within its product's limits).
 * A call out of place is a 409 with the contract's error body; a value outside the product's limits is a 400.
 */
import { APPLICATION_STATE as S } from '#contract/application-state.ts';
import type { FieldError } from '#contract/errors.ts';
import { GENERIC_LOAN_PRODUCT, LOAN_PRODUCTS } from '#contract/loan-products.ts';
import { contractRoutes, operationIds, type OperationId, type RouteDefinition } from '#contract/routes.ts';
import type { ApiContext } from '../context.ts';
import { ApiError } from '../http/api-error.ts';
import type { StoredLeadRow } from './lead-repository.ts';
import { decisionOf, isChecked, partnerOffersFor } from './lead-views.ts';

export type LeadPhase = 'answering' | 'checking' | 'decided';

export function leadPhase(row: StoredLeadRow, context: ApiContext): LeadPhase {
  if (isChecked(row, context)) return 'decided';
  return row.statusPolls > 0 || row.decidedAt !== null ? 'checking' : 'answering';
}

type Rule = (row: StoredLeadRow, context: ApiContext) => boolean;

const answering: Rule = (row, context) => leadPhase(row, context) === 'answering';
const decidedOn =
  (...states: number[]): Rule =>
  (row, context) =>
    leadPhase(row, context) === 'decided' && states.includes(decisionOf(row).state);

/** The states a step call completes (the contract's completesState and alsoCompletes). */
function stepStates(operationId: OperationId): number[] {
  const route: RouteDefinition = contractRoutes[operationId];
  return route.completesState === undefined ? [] : [route.completesState, ...(route.alsoCompletes ?? [])];
}

/** A part of a step sent in several calls: on the step, or just after it (the last step completed, none asked). */
const partOf =
  (...states: number[]): Rule =>
  (row, context) =>
    decidedOn(...states)(row, context) ||
    (leadPhase(row, context) === 'decided' &&
      states.includes(row.completedStates.at(-1) ?? -1) &&
      decisionOf(row).status !== 'partner-step');

const STEP_RULES = Object.fromEntries(
  operationIds()
    .filter((operationId) => stepStates(operationId).length > 0)
    .map((operationId) => {
      const route: RouteDefinition = contractRoutes[operationId];
      const states = stepStates(operationId);
      return [operationId, route.partOfStep ? partOf(...states) : decidedOn(...states)];
    }),
);

const MOBILE_STATES = [S.mobileVerification, S.changeMobileNumber];

/** Calls about one lead that change it, and when each is accepted. Reads (status, resume, consents) are always. */
const ACCEPTS: Partial<Record<OperationId, Rule>> = {
  ...STEP_RULES,
  updateLead: answering,
  updateLeadV3: answering,
  startMobileVerification: decidedOn(...MOBILE_STATES),
  resendMobileCode: decidedOn(...MOBILE_STATES),
  changeMobile: decidedOn(...MOBILE_STATES),
  // The mobile step also completes when a changed number is verified on the change-number step.
  verifyMobile: decidedOn(...MOBILE_STATES),
  updateCustomerConsents: decidedOn(S.partnerConsents, S.partnerConsentsSecond),
  skipLeadStep: (row, context) =>
    leadPhase(row, context) === 'decided' && decisionOf(row).status === 'partner-step',
  redirectLead: (row, context) =>
    leadPhase(row, context) === 'decided' && decisionOf(row).status === 'redirected',
};

/** Refuses (409) a call the lead does not accept where it stands, saying why in the contract's error body. */
export function refuseUnlessAccepted(
  operationId: OperationId,
  row: StoredLeadRow,
  context: ApiContext,
): void {
  const rule = ACCEPTS[operationId];
  if (!rule || rule(row, context)) return;
  if (rule === answering)
    throw ApiError.conflict('The answers were sent for checking and can no longer change');
  throw ApiError.conflict(
    leadPhase(row, context) === 'decided'
      ? 'The lead is not on the step this call answers'
      : 'The lead has not been decided on yet',
  );
}

/** The operations whose acceptance depends on the lead's place (for the transition tests). */
export const GUARDED_OPERATIONS = Object.keys(ACCEPTS) as OperationId[];

/**
 * Offer calls: the offer must be one the lead was given on this step, and a changed amount or period must lie inside
 * the lead's product's limits (contract/loan-products.ts).
 */
export function offerErrors(row: StoredLeadRow, body: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  if (typeof body.offerId === 'string') {
    const given = partnerOffersFor(
      row.id,
      row.data,
      decisionOf(row).state,
      row.decidedAt ?? new Date(),
      row.product,
    );
    if (!given.some((offer) => offer.offerId === body.offerId)) {
      errors.push({ fieldName: 'offerId', message: 'validation.offer.unknown' });
    }
  }
  const { amount, term } = LOAN_PRODUCTS[row.product] ?? GENERIC_LOAN_PRODUCT;
  if (typeof body.amount === 'number' && (body.amount < amount.min || body.amount > amount.max)) {
    errors.push({ fieldName: 'amount', message: 'validation.invalid' });
  }
  if (typeof body.period === 'number' && (body.period < term.min || body.period > term.max)) {
    errors.push({ fieldName: 'period', message: 'validation.invalid' });
  }
  return errors;
}
