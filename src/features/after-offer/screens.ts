/**
 * Which screen shows each after-offer state, as data: each group of screens lists its own (group/screens.ts) and
 * is loaded with import() only when its route is visited, so no after-offer code weighs on the first screens.
 * A state no group lists gets PartnerStepPage, which lets the applicant go on.
 */
import type { ApplicationState } from '#contract/application-state.ts';
import { FUNNEL_STATES } from '#features/funnel/states.ts';
import { CONSENTS_SCREENS } from './consents/screens.ts';
import { DETAILS_SCREENS } from './details/screens.ts';
import { EXTRAS_SCREENS } from './extras/screens.ts';
import { IDENTITY_SCREENS } from './identity/screens.ts';
import { OFFERS_SCREENS } from './offers/screens.ts';
import type { ScreenModule, StepScreens } from './screen-types.ts';

export const MOBILE_SCREENS: StepScreens = {
  mobileVerification: () => import('./mobile-verification/mobile-verification-page.tsx'),
  changeMobileNumber: () => import('./mobile-verification/change-mobile-number-page.tsx'),
};

export const AFTER_OFFER_SCREENS: StepScreens = {
  ...MOBILE_SCREENS,
  ...DETAILS_SCREENS,
  ...IDENTITY_SCREENS,
  ...CONSENTS_SCREENS,
  ...OFFERS_SCREENS,
  ...EXTRAS_SCREENS,
};

export const fallbackScreen = () => import('./partner-step-page.tsx');

export function screenOf(
  state: ApplicationState,
  screens: StepScreens = AFTER_OFFER_SCREENS,
): () => Promise<ScreenModule> {
  const name = FUNNEL_STATES[state]?.name;
  return (name && screens[name]) ?? fallbackScreen;
}
