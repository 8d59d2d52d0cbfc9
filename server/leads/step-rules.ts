/**
 * Rules a step call must pass beyond its body's shape, checked before the step is stored. A refusal is a 400 with
 * field errors whose messages are keys the app translates, like the lending rules.
 */
import { policyRequestSchema } from '#contract/after-offer.ts';
import { COUNTRY_CODES } from '#contract/primitives.ts';
import type { OperationId } from '#contract/routes.ts';
import type { FieldError } from '#contract/errors.ts';
import { policiesFor } from '../reference/policies.ts';
import { OFFER_VALID_MS } from './lead-views.ts';

/** Every policy a country requires, by id (ids carry their country: `mx-general-terms`). */
const REQUIRED_POLICY_IDS: ReadonlySet<string> = new Set(
  COUNTRY_CODES.flatMap((country) => policiesFor(country))
    .filter((policy) => policy.required)
    .map((policy) => policy.id),
);

/** A required policy answered "no" is no consent: the same refusal the consents PUT gives. */
function requiredPoliciesAccepted(body: Record<string, unknown>): FieldError[] {
  // The body passed its route's schema, a policy request's: read its policies with that schema's own part.
  const policies = policyRequestSchema.shape.policies.safeParse(body.policies).data ?? [];
  return policies.flatMap((policy, index) =>
    REQUIRED_POLICY_IDS.has(policy.id) && !policy.accepted
      ? [{ fieldName: `policies.${index}.accepted`, message: 'validation.required.accept' }]
      : [],
  );
}

/** What a rule may know of the lead beyond the body. */
export interface StepRuleLead {
  /** When the lender decided (offers run 24 hours from then); null before any decision was read. */
  decidedAt: Date | null;
  now: Date;
}

/**
 * An offer is taken (accepted, or paid out) only while it is valid: 24 hours from the decision (spec section 9).
 * Declining an expired offer is still fine: it changes nothing.
 */
function offerStillValid(body: Record<string, unknown>, lead: StepRuleLead): FieldError[] {
  const { offerId, accepted } = body;
  if (typeof offerId !== 'string' || accepted === false || lead.decidedAt === null) return [];
  return lead.now.getTime() >= lead.decidedAt.getTime() + OFFER_VALID_MS
    ? [{ fieldName: 'offerId', message: 'validation.offer.expired' }]
    : [];
}

/** A rule reads the step's parsed body (its route's schema is an object's) and what it knows of the lead. */
type StepRule = (body: Record<string, unknown>, lead: StepRuleLead) => FieldError[];

const RULES: Partial<Record<OperationId, StepRule>> = {
  submitPolicy: requiredPoliciesAccepted,
  submitDynamicPolicy: requiredPoliciesAccepted,
  submitSale: offerStillValid,
  submitOfferPayment: offerStillValid,
  acceptCrediteaOffer: offerStillValid,
  updateProvidentOffer: offerStillValid,
  submitProficredit: offerStillValid,
};

export function stepRuleErrors(
  operationId: OperationId,
  body: Record<string, unknown>,
  lead: StepRuleLead,
): FieldError[] {
  return RULES[operationId]?.(body, lead) ?? [];
}
