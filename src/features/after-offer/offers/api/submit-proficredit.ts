/** POST /lead/proficredit: answer the third partner offer (an after-offer step; answers with the next state). */
import { partnerOfferRequestSchema, type PartnerOfferRequest } from '../../../../../contract/after-offer';
import type { ApiClient } from '../../../../shared/api/http-client';
import { postStep, useStepMutation } from '../../api/step-call';

export const submitProficreditInputSchema = partnerOfferRequestSchema;

export function submitProficredit(client: ApiClient, input: PartnerOfferRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/proficredit', input, signal);
}

export function useSubmitProficredit() {
  return useStepMutation(submitProficredit);
}
