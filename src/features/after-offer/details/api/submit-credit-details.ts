/** POST /lead/credit-details: partner credit details (an after-offer step; answers with the next state). */
import { creditDetailsRequestSchema, type CreditDetailsRequest } from '../../../../../contract/after-offer';
import type { ApiClient } from '../../../../shared/api/http-client';
import { postStep, useStepMutation } from '../../api/step-call';

export const submitCreditDetailsInputSchema = creditDetailsRequestSchema;

export function submitCreditDetails(client: ApiClient, input: CreditDetailsRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/credit-details', input, signal);
}

export function useSubmitCreditDetails() {
  return useStepMutation(submitCreditDetails);
}
