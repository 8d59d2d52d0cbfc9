/** The body the partner offer calls take (partnerOfferRequestSchema): the offer's own terms and the answer. */
import type { PartnerOfferRequest } from '#contract/after-offer.ts';
import type { Offer } from '#contract/lead.ts';

export const partnerOfferBody = (
  id: string,
  offer: Offer,
  accepted: boolean,
  terms: { amount: number; period: number } = offer,
): PartnerOfferRequest => ({
  id,
  offerId: offer.offerId,
  amount: terms.amount,
  period: terms.period,
  accepted,
});
