/**
 * /partner-offer-4 (state 41): the fourth partner's offer, yes or no (POST /lead/proficredit with the offer's own
 * terms; the same call answers the third and the fourth offer, the server completes the one the lead is on).
 */
import { submitProficredit } from './api/submit-proficredit.ts';
import { OfferAnswerScreen } from './offer-answer-screen.tsx';
import { partnerOfferBody } from './partner-offer-body.ts';

export default function FourthPartnerOfferPage() {
  return (
    <OfferAnswerScreen
      state={41}
      route="/partner-offer-4"
      copyKey="partnerOffer4"
      call={(offer, accepted) => (client, id) =>
        submitProficredit(client, partnerOfferBody(id, offer, accepted))
      }
    />
  );
}
