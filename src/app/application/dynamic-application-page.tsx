import { lazy } from 'react';
import { Route } from 'react-router';
import { ApplicationRoutes } from './application-routes.tsx';
import { DynamicEntryRoute, DynamicStepRoute, isStepPath } from './dynamic/dynamic-step-route.tsx';
import { classicPathsForDynamicPage } from './other-kind-step-paths.tsx';

const CLASSIC_PATHS = classicPathsForDynamicPage();
const DynamicReviewRoute = lazy(() =>
  import('./review/review-routes.tsx').then((routes) => ({ default: routes.DynamicReviewRoute })),
);

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
