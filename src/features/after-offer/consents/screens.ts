/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types.ts';

export const CONSENTS_SCREENS: StepScreens = {
  policyConsents: () => import('./policy-consents-page.tsx'),
  partnerConsents: () => import('./partner-consents-page.tsx'),
  dynamicConsents: () => import('./dynamic-consents-page.tsx'),
  partnerConsentsSecond: () => import('./partner-consents-second-page.tsx'),
};
