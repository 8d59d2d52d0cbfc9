/**
 * progressState (spec section 3): one step, or a list of steps the server chose at once (for example two
 * consent pages in a row). A list is walked in order: its first step is where the applicant goes, and every
 * listed step may be entered.
 */
import type { ApplicationState } from '#contract/application-state.ts';
import { isAfterOfferState, isApplicationState, pathOfState } from './states.ts';

export type ProgressState = ApplicationState | readonly ApplicationState[];

export const INITIAL_PROGRESS: ApplicationState = 0;

/** The steps of a progress value as a list (a single step is a list of one; an empty list is state 0). */
export function progressSteps(progress: ProgressState): readonly ApplicationState[] {
  if (typeof progress === 'number') return [progress];
  return progress.length > 0 ? progress : [INITIAL_PROGRESS];
}

/** The step the applicant is sent to for this progress: the step itself, or the first of the list. */
export function targetState(progress: ProgressState): ApplicationState {
  return progressSteps(progress)[0] ?? 0;
}

/** Spec section 2: the redirect target is the route of the new state, or the application index route. */
export function targetPath(progress: ProgressState): string {
  return pathOfState(targetState(progress));
}

/** True when any step of the progress is shown after the offer. */
export function isAfterOfferProgress(progress: ProgressState): boolean {
  return progressSteps(progress).some(isAfterOfferState);
}

export function includesState(progress: ProgressState, state: number): boolean {
  return progressSteps(progress).some((step) => step === state);
}

/** Keeps only numbers that are application states; a value with none left is state 0. */
export function toProgressState(value: number | readonly number[]): ProgressState {
  if (typeof value === 'number') return isApplicationState(value) ? value : INITIAL_PROGRESS;
  const steps = value.filter(isApplicationState);
  if (steps.length === 0) return INITIAL_PROGRESS;
  return steps.length === 1 ? (steps[0] ?? INITIAL_PROGRESS) : steps;
}
