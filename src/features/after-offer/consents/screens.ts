/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types';

export const CONSENTS_SCREENS: StepScreens = {
  policyConsents: () => import('./PolicyConsentsPage'),
  partnerConsents: () => import('./PartnerConsentsPage'),
  dynamicConsents: () => import('./DynamicConsentsPage'),
  partnerConsentsSecond: () => import('./PartnerConsentsSecondPage'),
};
