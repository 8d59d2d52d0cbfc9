import { lazy } from 'react';
import { market } from '../../markets/market';
import { ApplicationRoutes } from './application-routes';
import { classicFormOf } from './classic/classic-form';
import { ClassicEntryRoute, classicStepRoutes } from './classic/classic-step-route';
import { otherPathsForClassicPage } from './other-kind-step-paths';
import { ClassicResumeRoute } from './resume/classic-resume-route';

const CLASSIC_FORM = classicFormOf(market.target, market.loan);
const ClassicReviewRoute = lazy(() =>
  import('./review/review-routes').then((routes) => ({ default: routes.ClassicReviewRoute })),
);
const OTHER_PATHS = otherPathsForClassicPage(CLASSIC_FORM.steps.map((step) => step.path));

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
