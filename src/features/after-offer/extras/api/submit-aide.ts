/** POST /lead/aide: public assistance received (an after-offer step; answers with the next state). */
import { aideRequestSchema, type AideRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitAideInputSchema = aideRequestSchema;

export function submitAide(client: ApiClient, input: AideRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/aide', input, signal);
}

export function useSubmitAide() {
  return useStepMutation(submitAide);
}
