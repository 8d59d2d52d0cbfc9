/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types';

export const EXTRAS_SCREENS: StepScreens = {
  vehicle: () => import('./VehiclePage'),
  aide: () => import('./AidePage'),
  customerDebts: () => import('./CustomerDebtsPage'),
};
