/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types';

export const DETAILS_SCREENS: StepScreens = {
  additionalEmploymentDetails: () => import('./AdditionalEmploymentPage'),
  additionalPersonalDetails: () => import('./AdditionalPersonalPage'),
  maritalDetails: () => import('./MaritalDetailsPage'),
  partnerCredit: () => import('./CreditDetailsPage'),
  professionalDetails: () => import('./ProfessionalDetailsPage'),
  referenceDetails: () => import('./ReferenceDetailsPage'),
};
