/** POST /lead/professional-details: professional details (an after-offer step; answers with the next state). */
import {
  professionalDetailsRequestSchema,
  type ProfessionalDetailsRequest,
} from '../../../../../contract/after-offer';
import type { ApiClient } from '../../../../shared/api/http-client';
import { postStep, useStepMutation } from '../../api/step-call';

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
