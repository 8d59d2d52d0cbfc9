/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types.ts';

export const IDENTITY_SCREENS: StepScreens = {
  bankDataLinking: () => import('./bank-data-page.tsx'),
  partnerAccountConfirmation: () => import('./account-password-page.tsx'),
  cnp: () => import('./cnp-page.tsx'),
  idUpload: () => import('./id-upload-page.tsx'),
  wniosek: () => import('./wniosek-page.tsx'),
  wniosekSupplement: () => import('./wniosek-supplement-page.tsx'),
};
