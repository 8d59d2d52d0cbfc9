import { market } from '#markets/market.ts';
import { ApplicationRoutes } from './application-routes.tsx';
import { classicFormOf } from './classic/classic-form.ts';
import { ClassicEntryRoute, classicStepRoutes } from './classic/classic-step-route.tsx';
import { otherPathsForClassicPage } from './other-kind-step-paths.tsx';
import { ClassicResumeRoute } from './resume/classic-resume-route.tsx';
import { lazyReviewRoute, preloadLazyScreenAt } from './review/lazy-review-routes.ts';
import type { ScreenPreload } from '../load-application-page.ts';

const CLASSIC_FORM = classicFormOf(market.target, market.loan);
const OTHER_PATHS = otherPathsForClassicPage(CLASSIC_FORM.steps.map((step) => step.path));

const { Component: ClassicReviewRoute, preload: preloadReview } = lazyReviewRoute(
  (routes) => routes.ClassicReviewRoute,
);

/** The code of a lazy screen for a visit drawn afresh on it (lazy-review-routes.ts). */
export const preloadScreenAt: ScreenPreload = preloadLazyScreenAt(preloadReview);

/**
 * Variants with classic steps (spec section 2 "Pre-offer screens"): loan information, personal, contact, income,
 * other information, reference information and employment details, then check your answers, checking and the
 * outcomes.
 */
export default function ClassicApplicationPage() {
  return (
    <ApplicationRoutes
      index={<ClassicEntryRoute form={CLASSIC_FORM} />}
      steps={classicStepRoutes(CLASSIC_FORM)}
      otherKindPaths={OTHER_PATHS}
      resume={<ClassicResumeRoute />}
      review={<ClassicReviewRoute form={CLASSIC_FORM} />}
    />
  );
}
