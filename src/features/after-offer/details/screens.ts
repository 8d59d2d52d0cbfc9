/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types.ts';

export const DETAILS_SCREENS: StepScreens = {
  additionalEmploymentDetails: () => import('./additional-employment-page.tsx'),
  additionalPersonalDetails: () => import('./additional-personal-page.tsx'),
  maritalDetails: () => import('./marital-details-page.tsx'),
  partnerCredit: () => import('./credit-details-page.tsx'),
  professionalDetails: () => import('./professional-details-page.tsx'),
  referenceDetails: () => import('./reference-details-page.tsx'),
};
