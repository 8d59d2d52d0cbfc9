/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types';

export const OFFERS_SCREENS: StepScreens = {
  partnerAccount: () => import('./SalePage'),
  partnerPaymentLink: () => import('./PaymentLinkPage'),
  offerChoice: () => import('./OfferChoicePage'),
  partnerOfferFirst: () => import('./FirstPartnerOfferPage'),
  partnerOfferSecond: () => import('./AdjustPartnerOfferPage'),
  partnerOfferThird: () => import('./ThirdPartnerOfferPage'),
  partnerOfferFourth: () => import('./FourthPartnerOfferPage'),
};
