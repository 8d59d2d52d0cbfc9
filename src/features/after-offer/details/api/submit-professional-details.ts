/** POST /lead/professional-details: professional details (an after-offer step; answers with the next state). */
import { professionalDetailsRequestSchema, type ProfessionalDetailsRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitProfessionalDetailsInputSchema = professionalDetailsRequestSchema;

export function submitProfessionalDetails(
  client: ApiClient,
  input: ProfessionalDetailsRequest,
  signal?: AbortSignal,
) {
  return postStep(client, '/lead/professional-details', input, signal);
}

export function useSubmitProfessionalDetails() {
  return useStepMutation(submitProfessionalDetails);
}
