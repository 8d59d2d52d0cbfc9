/**
 * /partner-offer-3 (state 40): the third partner's offer, yes or no (POST /lead/proficredit with the offer's own
 * terms; the same call answers the third and the fourth offer, the server completes the one the lead is on).
 */
import { submitProficredit } from './api/submit-proficredit';
import { OfferAnswerScreen } from './offer-answer-screen';
import { partnerOfferBody } from './partner-offer-body';

export default function ThirdPartnerOfferPage() {
  return (
    <OfferAnswerScreen
      state={40}
      route="/partner-offer-3"
      copyKey="partnerOffer3"
      call={(offer, accepted) => (client, id) =>
        submitProficredit(client, partnerOfferBody(id, offer, accepted))
      }
    />
  );
}
