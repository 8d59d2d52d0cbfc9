/** POST /lead/sale: confirm the offer (an after-offer step; answers with the next state). */
import { saleRequestSchema, type SaleRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitSaleInputSchema = saleRequestSchema;

export function submitSale(client: ApiClient, input: SaleRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/sale', input, signal);
}

export function useSubmitSale() {
  return useStepMutation(submitSale);
}
