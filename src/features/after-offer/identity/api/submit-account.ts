/** POST /lead/account: the pay-out bank account (an after-offer step; answers with the next state). */
import { accountRequestSchema, type AccountRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitAccountInputSchema = accountRequestSchema;

export function submitAccount(client: ApiClient, input: AccountRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/account', input, signal);
}

export function useSubmitAccount() {
  return useStepMutation(submitAccount);
}
