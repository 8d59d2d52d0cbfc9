/** POST /lead/update-provident-offer: change the second partner offer (an after-offer step; answers with the next state). */
import { partnerOfferRequestSchema, type PartnerOfferRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const updateProvidentOfferInputSchema = partnerOfferRequestSchema;

export function updateProvidentOffer(client: ApiClient, input: PartnerOfferRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/update-provident-offer', input, signal);
}

export function useUpdateProvidentOffer() {
  return useStepMutation(updateProvidentOffer);
}
