/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types';

export const CONSENTS_SCREENS: StepScreens = {
  policyConsents: () => import('./policy-consents-page'),
  partnerConsents: () => import('./partner-consents-page'),
  dynamicConsents: () => import('./dynamic-consents-page'),
  partnerConsentsSecond: () => import('./partner-consents-second-page'),
};
