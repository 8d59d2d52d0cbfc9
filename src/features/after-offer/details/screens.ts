/** The after-offer screens of this group, by application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screens';

export const DETAILS_SCREENS: StepScreens = {
  21: () => import('./AdditionalEmploymentPage'),
  22: () => import('./AdditionalPersonalPage'),
  23: () => import('./MaritalDetailsPage'),
  26: () => import('./CreditDetailsPage'),
  27: () => import('./ProfessionalDetailsPage'),
  32: () => import('./ReferenceDetailsPage'),
};
