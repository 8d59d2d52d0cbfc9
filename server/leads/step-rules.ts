/**
 * Rules a step call must pass beyond its body's shape, checked before the step is stored. A refusal is a 400 with
 * field errors whose messages are keys the app translates, like the lending rules.
 */
import { COUNTRY_CODES } from '../../contract/primitives.ts';
import type { OperationId } from '../../contract/routes.ts';
import type { FieldError } from '../../contract/errors.ts';
import { policiesFor } from '../reference/policies.ts';

/** Every policy a country requires, by id (ids carry their country: `mx-general-terms`). */
const REQUIRED_POLICY_IDS: ReadonlySet<string> = new Set(
  COUNTRY_CODES.flatMap((country) => policiesFor(country))
    .filter((policy) => policy.required)
    .map((policy) => policy.id),
);

/** A required policy answered "no" is no consent: the same refusal the consents PUT gives. */
function requiredPoliciesAccepted(body: unknown): FieldError[] {
  const policies = (body as { policies?: { id: string; accepted: boolean }[] }).policies ?? [];
  return policies.flatMap((policy, index) =>
    REQUIRED_POLICY_IDS.has(policy.id) && !policy.accepted
      ? [{ fieldName: `policies.${index}.accepted`, message: 'validation.required.accept' }]
      : [],
  );
}

const RULES: Partial<Record<OperationId, (body: unknown) => FieldError[]>> = {
  submitPolicy: requiredPoliciesAccepted,
  submitDynamicPolicy: requiredPoliciesAccepted,
};

export function stepRuleErrors(operationId: OperationId, body: unknown): FieldError[] {
  return RULES[operationId]?.(body) ?? [];
}
