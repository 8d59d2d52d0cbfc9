/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types';

export const DETAILS_SCREENS: StepScreens = {
  additionalEmploymentDetails: () => import('./additional-employment-page'),
  additionalPersonalDetails: () => import('./additional-personal-page'),
  maritalDetails: () => import('./marital-details-page'),
  partnerCredit: () => import('./credit-details-page'),
  professionalDetails: () => import('./professional-details-page'),
  referenceDetails: () => import('./reference-details-page'),
};
