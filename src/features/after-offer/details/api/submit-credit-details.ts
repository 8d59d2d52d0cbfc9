/** POST /lead/credit-details: partner credit details (an after-offer step; answers with the next state). */
import { creditDetailsRequestSchema, type CreditDetailsRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitCreditDetailsInputSchema = creditDetailsRequestSchema;

export function submitCreditDetails(client: ApiClient, input: CreditDetailsRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/credit-details', input, signal);
}

export function useSubmitCreditDetails() {
  return useStepMutation(submitCreditDetails);
}
