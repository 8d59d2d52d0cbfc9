/** POST /lead/accept-creditea-offer: accept the first partner offer (an after-offer step; answers with the next state). */
import { partnerOfferRequestSchema, type PartnerOfferRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const acceptCrediteaOfferInputSchema = partnerOfferRequestSchema;

export function acceptCrediteaOffer(client: ApiClient, input: PartnerOfferRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/accept-creditea-offer', input, signal);
}

export function useAcceptCrediteaOffer() {
  return useStepMutation(acceptCrediteaOffer);
}
