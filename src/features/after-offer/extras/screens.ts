/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types';

export const EXTRAS_SCREENS: StepScreens = {
  vehicle: () => import('./vehicle-page'),
  aide: () => import('./aide-page'),
  customerDebts: () => import('./customer-debts-page'),
};
