/** POST /lead/proficredit: answer the third partner offer (an after-offer step; answers with the next state). */
import { partnerOfferRequestSchema, type PartnerOfferRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitProficreditInputSchema = partnerOfferRequestSchema;

export function submitProficredit(client: ApiClient, input: PartnerOfferRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/proficredit', input, signal);
}

export function useSubmitProficredit() {
  return useStepMutation(submitProficredit);
}
