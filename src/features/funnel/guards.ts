/**
 * Route guards as pure functions of the pathname (relative to the basename) and the progress.
 *
 * - Pre-offer steps: an applicant may see every step of the variant's order up to the furthest one reached
 *   (at least the variant's first page); a deep link further on goes to that furthest step.
 * - Once the lead is submitted (progress at checking or any after-offer step) the pre-offer steps are closed:
 *   going back to them would re-submit, and after an offer they are dead pages. They resolve to the current step.
 * - After-offer steps can only be entered when the server chose them, i.e. they are in the progress.
 * - /continue/{id}, /unsubscribe, /404 and any path that is no state are not guarded here.
 */
import type { ApplicationState } from '#contract/application-state.ts';
import { isAfterOfferProgress, progressSteps, targetState, type ProgressState } from './progress.ts';
import {
  CLASSIC_FIRST_STATE,
  CLASSIC_PRE_OFFER_ORDER,
  CONTINUE_STATE,
  normalisePath,
  pathOfState,
  stateByPath,
} from './states.ts';

export interface FunnelOrder {
  /** The variant's pre-offer states in order, ending with checking. */
  preOfferOrder: readonly ApplicationState[];
  /** The first page of the variant: never redirected away from before the lead is submitted. */
  firstState: ApplicationState;
}

export const CLASSIC_FUNNEL: FunnelOrder = {
  preOfferOrder: CLASSIC_PRE_OFFER_ORDER,
  firstState: CLASSIC_FIRST_STATE,
};

function orderIndex(order: FunnelOrder, state: ApplicationState): number {
  return order.preOfferOrder.indexOf(state);
}

/**
 * The furthest step the applicant may see: the progress's step, or the variant's first page when the
 * applicant has not got that far yet (state 0, or a step earlier in the order such as loan information).
 */
export function furthestState(
  progress: ProgressState,
  order: FunnelOrder = CLASSIC_FUNNEL,
): ApplicationState {
  const current = targetState(progress);
  if (isAfterOfferProgress(progress)) return current;
  const currentIndex = orderIndex(order, current);
  const firstIndex = orderIndex(order, order.firstState);
  if (current === 0 || (currentIndex !== -1 && firstIndex !== -1 && currentIndex < firstIndex)) {
    return order.firstState;
  }
  return current;
}

export function furthestPath(progress: ProgressState, order: FunnelOrder = CLASSIC_FUNNEL): string {
  return pathOfState(furthestState(progress, order));
}

/** Whether a state's page may be shown for this progress (see the rules at the top of this file). */
export function mayEnterState(
  state: ApplicationState,
  progress: ProgressState,
  order: FunnelOrder = CLASSIC_FUNNEL,
): boolean {
  if (state === CONTINUE_STATE) return true;
  if (progressSteps(progress).includes(state)) return true;
  if (isAfterOfferProgress(progress)) return false;
  if (state === 0) return true;
  const furthest = furthestState(progress, order);
  if (state === furthest) return true;
  const index = orderIndex(order, state);
  const furthestIndex = orderIndex(order, furthest);
  // A state outside the variant's order (or an after-offer state) is entered only when it is in progress.
  return index !== -1 && furthestIndex !== -1 && index <= furthestIndex;
}

/**
 * Where the router must send the applicant instead of this pathname, or null to show it.
 * The app navigates there with replace, so a refused page never stays in history.
 */
export function redirectFor(
  pathname: string,
  progress: ProgressState,
  order: FunnelOrder = CLASSIC_FUNNEL,
): string | null {
  const entry = stateByPath(pathname);
  if (!entry) return null;
  if (mayEnterState(entry.state, progress, order)) return null;
  const target = furthestPath(progress, order);
  return normalisePath(pathname) === target ? null : target;
}
