/**
 * /partner-offer-1 (state 38): the first partner's offer, accepted or declined
 * (POST /lead/accept-creditea-offer with the offer's own terms).
 */
import { acceptCrediteaOffer } from './api/accept-creditea-offer.ts';
import { OfferAnswerScreen } from './offer-answer-screen.tsx';
import { partnerOfferBody } from './partner-offer-body.ts';

export default function FirstPartnerOfferPage() {
  return (
    <OfferAnswerScreen
      state={38}
      route="/partner-offer-1"
      copyKey="partnerOffer1"
      call={(offer, accepted) => (client, id) =>
        acceptCrediteaOffer(client, partnerOfferBody(id, offer, accepted))
      }
    />
  );
}
