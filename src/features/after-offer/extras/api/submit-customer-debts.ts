/** POST /lead/customer-debts: existing debts (an after-offer step; answers with the next state). */
import { customerDebtsRequestSchema, type CustomerDebtsRequest } from '../../../../../contract/after-offer';
import type { ApiClient } from '../../../../shared/api/http-client';
import { postStep, useStepMutation } from '../../api/step-call';

export const submitCustomerDebtsInputSchema = customerDebtsRequestSchema;

export function submitCustomerDebts(client: ApiClient, input: CustomerDebtsRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/customer-debts', input, signal);
}

export function useSubmitCustomerDebts() {
  return useStepMutation(submitCustomerDebts);
}
