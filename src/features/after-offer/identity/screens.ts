/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types';

export const IDENTITY_SCREENS: StepScreens = {
  bankDataLinking: () => import('./BankDataPage'),
  partnerAccountConfirmation: () => import('./AccountPasswordPage'),
  cnp: () => import('./CnpPage'),
  idUpload: () => import('./IdUploadPage'),
  wniosek: () => import('./WniosekPage'),
  wniosekSupplement: () => import('./WniosekSupplementPage'),
};
