/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types.ts';

export const OFFERS_SCREENS: StepScreens = {
  partnerAccount: () => import('./sale-page.tsx'),
  partnerPaymentLink: () => import('./payment-link-page.tsx'),
  offerChoice: () => import('./offer-choice-page.tsx'),
  partnerOfferFirst: () => import('./first-partner-offer-page.tsx'),
  partnerOfferSecond: () => import('./adjust-partner-offer-page.tsx'),
  partnerOfferThird: () => import('./third-partner-offer-page.tsx'),
  partnerOfferFourth: () => import('./fourth-partner-offer-page.tsx'),
};
