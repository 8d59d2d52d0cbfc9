/** POST /lead/marital-details: marital details (an after-offer step; answers with the next state). */
import { maritalDetailsRequestSchema, type MaritalDetailsRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitMaritalDetailsInputSchema = maritalDetailsRequestSchema;

export function submitMaritalDetails(client: ApiClient, input: MaritalDetailsRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/marital-details', input, signal);
}

export function useSubmitMaritalDetails() {
  return useStepMutation(submitMaritalDetails);
}
