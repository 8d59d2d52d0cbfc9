/** POST /lead/update-provident-offer: change the second partner offer (an after-offer step; answers with the next state). */
import { partnerOfferRequestSchema, type PartnerOfferRequest } from '../../../../../contract/after-offer';
import type { ApiClient } from '../../../../shared/api/http-client';
import { postStep, useStepMutation } from '../../api/step-call';

export const updateProvidentOfferInputSchema = partnerOfferRequestSchema;

export function updateProvidentOffer(client: ApiClient, input: PartnerOfferRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/update-provident-offer', input, signal);
}

export function useUpdateProvidentOffer() {
  return useStepMutation(updateProvidentOffer);
}
