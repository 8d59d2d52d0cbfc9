/** The after-offer screens of this group, by application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screens';

export const OFFERS_SCREENS: StepScreens = {
  17: () => import('./SalePage'),
  19: () => import('./PaymentLinkPage'),
  37: () => import('./OfferChoicePage'),
  38: () => import('./FirstPartnerOfferPage'),
  39: () => import('./AdjustPartnerOfferPage'),
  40: () => import('./ThirdPartnerOfferPage'),
  41: () => import('./FourthPartnerOfferPage'),
};
