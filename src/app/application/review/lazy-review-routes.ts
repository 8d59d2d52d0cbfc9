/**
 * The check-your-answers routes, loaded when the review is first drawn, or before that: a visit drawn afresh on the
 * review's address (a returning applicant who reloads it or opens its link) fetches its code (preloadReviewAt) and
 * its texts (screenTextsAt in review-path.ts) side by side before its first render, as the step's visit does
 * (docs/adr/0034). Drawn while they came, the spinner showed first (under React DOM, and its fallback throttle held
 * the review back until 300 ms after it: on mx/monedia at CPU 4x the review came 300-310 ms after the spinner).
 */
import type { ComponentType } from 'react';
import type { ScreenPreload } from '../../load-application-page.ts';
import { preloadableLazy } from '#shared/lib/preloadable-lazy.ts';
import { isReviewPath } from './review-path.ts';
import { isOutcomePath, preloadOutcomeRoutes } from '../outcomes/lazy-outcome-routes.ts';
import type * as ReviewRoutesModule from './review-routes.tsx';

type ReviewRoutes = typeof ReviewRoutesModule;

/**
 * A page kind's review route, lazily loaded, with its preload: one lazy import for both kinds' routes
 * (review-routes.tsx says why), each page kind taking its own where that page is made (a cell holds one kind).
 */
export function lazyReviewRoute<P extends object>(pick: (routes: ReviewRoutes) => ComponentType<P>) {
  return preloadableLazy(() => import('./review-routes.tsx').then((routes) => ({ default: pick(routes) })));
}

/**
 * A page's preloadScreenAt: its lazy screens before the offer, the review (its texts: screenTextsAt) and the
 * checking and outcome screens (lazy-outcome-routes.ts).
 */
export function preloadLazyScreenAt(preloadReview: () => Promise<unknown>): ScreenPreload {
  return (path) => {
    if (isReviewPath(path)) return preloadReview();
    return isOutcomePath(path) ? preloadOutcomeRoutes() : Promise.resolve();
  };
}
