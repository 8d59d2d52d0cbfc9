/** The after-offer screens of this group, by application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screens';

export const IDENTITY_SCREENS: StepScreens = {
  9: () => import('./BankDataPage'),
  18: () => import('./AccountPasswordPage'),
  28: () => import('./CnpPage'),
  30: () => import('./IdUploadPage'),
  33: () => import('./WniosekPage'),
  34: () => import('./WniosekSupplementPage'),
};
