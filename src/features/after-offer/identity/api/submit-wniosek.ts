/** POST /lead/wniosek: the Polish application form (an after-offer step; answers with the next state). */
import { wniosekRequestSchema, type WniosekRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitWniosekInputSchema = wniosekRequestSchema;

export function submitWniosek(client: ApiClient, input: WniosekRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/wniosek', input, signal);
}

export function useSubmitWniosek() {
  return useStepMutation(submitWniosek);
}
