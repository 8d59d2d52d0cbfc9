/** POST /lead/offer/payment: the pay-out method (an after-offer step; answers with the next state). */
import { offerPaymentRequestSchema, type OfferPaymentRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitOfferPaymentInputSchema = offerPaymentRequestSchema;

export function submitOfferPayment(client: ApiClient, input: OfferPaymentRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/offer/payment', input, signal);
}

export function useSubmitOfferPayment() {
  return useStepMutation(submitOfferPayment);
}
