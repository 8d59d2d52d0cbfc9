/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types';

export const OFFERS_SCREENS: StepScreens = {
  partnerAccount: () => import('./sale-page'),
  partnerPaymentLink: () => import('./payment-link-page'),
  offerChoice: () => import('./offer-choice-page'),
  partnerOfferFirst: () => import('./first-partner-offer-page'),
  partnerOfferSecond: () => import('./adjust-partner-offer-page'),
  partnerOfferThird: () => import('./third-partner-offer-page'),
  partnerOfferFourth: () => import('./fourth-partner-offer-page'),
};
