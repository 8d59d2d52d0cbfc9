import { Route } from '#shared/routing/routes.tsx';
import { ApplicationRoutes } from './application-routes.tsx';
import { DynamicEntryRoute, DynamicStepRoute, isStepPath } from './dynamic/dynamic-step-route.tsx';
import { classicPathsForDynamicPage } from './other-kind-step-paths.tsx';
import { lazyReviewRoute, preloadLazyScreenAt } from './review/lazy-review-routes.ts';
import type { ScreenPreload } from '../load-application-page.ts';

const CLASSIC_PATHS = classicPathsForDynamicPage();

const { Component: DynamicReviewRoute, preload: preloadReview } = lazyReviewRoute(
  (routes) => routes.DynamicReviewRoute,
);

/** The code of a lazy screen for a visit drawn afresh on it (lazy-review-routes.ts). */
export const preloadScreenAt: ScreenPreload = preloadLazyScreenAt(preloadReview);

/** Variants whose steps come from the v3 data-point configuration (spec section 2, "First page and form versions"). */
export default function DynamicApplicationPage() {
  return (
    <ApplicationRoutes
      index={<DynamicEntryRoute />}
      steps={<Route path=":stepPath" element={<DynamicStepRoute />} />}
      otherKindPaths={CLASSIC_PATHS}
      review={<DynamicReviewRoute />}
      preOfferPageAt={(path) => (isStepPath(path) ? <DynamicStepRoute path={path} /> : undefined)}
    />
  );
}
