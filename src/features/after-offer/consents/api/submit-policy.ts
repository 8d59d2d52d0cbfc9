/** POST /lead/policy: policy consents (an after-offer step; answers with the next state). */
import { policyRequestSchema, type PolicyRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitPolicyInputSchema = policyRequestSchema;

export function submitPolicy(client: ApiClient, input: PolicyRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/policy', input, signal);
}

export function useSubmitPolicy() {
  return useStepMutation(submitPolicy);
}
