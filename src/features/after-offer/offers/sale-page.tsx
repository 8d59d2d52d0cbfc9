/**
 * /sale (state 17): the partner's offer, accepted or declined (POST /lead/sale {offerId, accepted}).
 */
import { submitSale } from './api/submit-sale.ts';
import { OfferAnswerScreen } from './offer-answer-screen.tsx';

export default function SalePage() {
  return (
    <OfferAnswerScreen
      state={17}
      route="/sale"
      copyKey="sale"
      call={(offer, accepted) => (client, id) => submitSale(client, { id, offerId: offer.offerId, accepted })}
    />
  );
}
