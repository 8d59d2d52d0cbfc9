/** POST /lead/customer-debts: existing debts (an after-offer step; answers with the next state). */
import { customerDebtsRequestSchema, type CustomerDebtsRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitCustomerDebtsInputSchema = customerDebtsRequestSchema;

export function submitCustomerDebts(client: ApiClient, input: CustomerDebtsRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/customer-debts', input, signal);
}

export function useSubmitCustomerDebts() {
  return useStepMutation(submitCustomerDebts);
}
