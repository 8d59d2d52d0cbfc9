/** POST /lead/dynamic-policy: dynamic consents (an after-offer step; answers with the next state). */
import { dynamicPolicyRequestSchema, type DynamicPolicyRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitDynamicPolicyInputSchema = dynamicPolicyRequestSchema;

export function submitDynamicPolicy(client: ApiClient, input: DynamicPolicyRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/dynamic-policy', input, signal);
}

export function useSubmitDynamicPolicy() {
  return useStepMutation(submitDynamicPolicy);
}
