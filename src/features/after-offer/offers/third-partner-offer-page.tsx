/**
 * /partner-offer-3 (state 40): the third partner's offer, yes or no (POST /lead/proficredit with the offer's own
 * terms; the same call answers the third and the fourth offer, the server completes the one the lead is on).
 */
import { submitProficredit } from './api/submit-proficredit.ts';
import { OfferAnswerScreen } from './offer-answer-screen.tsx';
import { partnerOfferBody } from './partner-offer-body.ts';

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
