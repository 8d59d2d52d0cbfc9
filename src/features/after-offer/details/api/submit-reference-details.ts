/** POST /lead/reference-details: references (an after-offer step; answers with the next state). */
import { referenceDetailsRequestSchema, type ReferenceDetailsRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitReferenceDetailsInputSchema = referenceDetailsRequestSchema;

export function submitReferenceDetails(
  client: ApiClient,
  input: ReferenceDetailsRequest,
  signal?: AbortSignal,
) {
  return postStep(client, '/lead/reference-details', input, signal);
}

export function useSubmitReferenceDetails() {
  return useStepMutation(submitReferenceDetails);
}
