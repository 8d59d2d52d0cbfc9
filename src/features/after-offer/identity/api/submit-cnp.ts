/** POST /lead/cnp: the Romanian personal numeric code (an after-offer step; answers with the next state). */
import { cnpRequestSchema, type CnpRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitCnpInputSchema = cnpRequestSchema;

export function submitCnp(client: ApiClient, input: CnpRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/cnp', input, signal);
}

export function useSubmitCnp() {
  return useStepMutation(submitCnp);
}
