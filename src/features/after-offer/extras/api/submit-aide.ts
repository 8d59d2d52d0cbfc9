/** POST /lead/aide: public assistance received (an after-offer step; answers with the next state). */
import { aideRequestSchema, type AideRequest } from '../../../../../contract/after-offer';
import type { ApiClient } from '../../../../shared/api/http-client';
import { postStep, useStepMutation } from '../../api/step-call';

export const submitAideInputSchema = aideRequestSchema;

export function submitAide(client: ApiClient, input: AideRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/aide', input, signal);
}

export function useSubmitAide() {
  return useStepMutation(submitAide);
}
