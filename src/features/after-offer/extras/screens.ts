/** The after-offer screens of this group, by the name of the application state, each loaded on first use (see ../screens.ts). */
import type { StepScreens } from '../screen-types.ts';

export const EXTRAS_SCREENS: StepScreens = {
  vehicle: () => import('./vehicle-page.tsx'),
  aide: () => import('./aide-page.tsx'),
  customerDebts: () => import('./customer-debts-page.tsx'),
};
