/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types';

export const IDENTITY_SCREENS: StepScreens = {
  bankDataLinking: () => import('./bank-data-page'),
  partnerAccountConfirmation: () => import('./account-password-page'),
  cnp: () => import('./cnp-page'),
  idUpload: () => import('./id-upload-page'),
  wniosek: () => import('./wniosek-page'),
  wniosekSupplement: () => import('./wniosek-supplement-page'),
};
