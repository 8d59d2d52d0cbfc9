/** POST /lead/personal-details: additional personal details (an after-offer step; answers with the next state). */
import { personalDetailsRequestSchema, type PersonalDetailsRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitPersonalDetailsInputSchema = personalDetailsRequestSchema;

export function submitPersonalDetails(
  client: ApiClient,
  input: PersonalDetailsRequest,
  signal?: AbortSignal,
) {
  return postStep(client, '/lead/personal-details', input, signal);
}

export function useSubmitPersonalDetails() {
  return useStepMutation(submitPersonalDetails);
}
