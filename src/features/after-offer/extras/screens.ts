/** The after-offer screens of this group, by application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screens';

export const EXTRAS_SCREENS: StepScreens = {
  16: () => import('./VehiclePage'),
  24: () => import('./AidePage'),
  31: () => import('./CustomerDebtsPage'),
};
