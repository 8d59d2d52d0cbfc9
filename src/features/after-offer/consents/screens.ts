/** The after-offer screens of this group, by application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screens';

export const CONSENTS_SCREENS: StepScreens = {
  20: () => import('./PolicyConsentsPage'),
  29: () => import('./PartnerConsentsPage'),
  35: () => import('./DynamicConsentsPage'),
  36: () => import('./PartnerConsentsSecondPage'),
};
