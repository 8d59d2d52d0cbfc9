/**
 * The check-your-answers routes, loaded when the review is first drawn, or before that: a visit drawn afresh on the
 * review's address (a returning applicant who reloads it or opens its link) fetches its code (preloadReviewAt) and
 * its texts (screenTextsAt in review-path.ts) side by side before its first render, as the step's visit does
 * (docs/adr/0034). Drawn while they came, the spinner showed, and React's fallback throttle held the review back until
 * 300 ms after it: on mx/monedia at CPU 4x the review came 300-310 ms after the spinner.
 */
import type { ScreenPreload } from '../../load-application-page.ts';
import { preloadableLazy } from '#shared/lib/preloadable-lazy.ts';
import { isReviewPath } from './review-path.ts';

// One lazy import for both kinds' routes (review-routes.tsx says why).
const reviewRoutes = () => import('./review-routes.tsx');

export const { Component: LazyClassicReviewRoute, preload: preloadClassicReview } = preloadableLazy(() =>
  reviewRoutes().then((routes) => ({ default: routes.ClassicReviewRoute })),
);

export const { Component: LazyDynamicReviewRoute, preload: preloadDynamicReview } = preloadableLazy(() =>
  reviewRoutes().then((routes) => ({ default: routes.DynamicReviewRoute })),
);

/** A page's preloadScreenAt where the review is its one lazy screen before the offer (its texts: screenTextsAt). */
export function preloadReviewAt(preloadReview: () => Promise<unknown>): ScreenPreload {
  return (path) => (isReviewPath(path) ? preloadReview() : Promise.resolve());
}
