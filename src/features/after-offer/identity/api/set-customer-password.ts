/** POST /lead/customer/password: set the partner account password (an after-offer step; answers with the next state). */
import { customerPasswordRequestSchema, type CustomerPasswordRequest } from '#contract/customer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const setCustomerPasswordInputSchema = customerPasswordRequestSchema;

export function setCustomerPassword(client: ApiClient, input: CustomerPasswordRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/customer/password', input, signal);
}

export function useSetCustomerPassword() {
  return useStepMutation(setCustomerPassword);
}
