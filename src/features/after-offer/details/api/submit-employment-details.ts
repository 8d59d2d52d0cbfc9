/** POST /lead/employment-details: employment details (an after-offer step; answers with the next state). */
import { employmentDetailsRequestSchema, type EmploymentDetailsRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitEmploymentDetailsInputSchema = employmentDetailsRequestSchema;

export function submitEmploymentDetails(
  client: ApiClient,
  input: EmploymentDetailsRequest,
  signal?: AbortSignal,
) {
  return postStep(client, '/lead/employment-details', input, signal);
}

export function useSubmitEmploymentDetails() {
  return useStepMutation(submitEmploymentDetails);
}
