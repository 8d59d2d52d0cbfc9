import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '#shared/routing/routes.tsx';
import { UnsubscribePage } from '#features/unsubscribe/unsubscribe-page.tsx';
import { ApplicationProviders } from './application-providers.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import {
  AcceptedRoute,
  CheckingRoute,
  RedirectedRoute,
  RejectedRoute,
  ThankYouRoute,
} from './outcomes/outcome-routes.tsx';
import { ResumeRoute } from './resume/resume-route.tsx';
import { afterOfferRoutes, type PreOfferPageAt } from './after-offer/after-offer-routes.tsx';
import { toIndexRoutes } from './other-kind-step-paths.tsx';
import { REVIEW_PATH } from './review/review-path.ts';
import { Spinner } from '../shell/spinner.tsx';

/**
 * The route table shared by every application page: checking, outcomes, after-offer steps and utility routes.
 * A variant adds its own steps (`steps`) and index, the step paths of the other page kind that lead to its index
 * (`otherKindPaths`), says which of its pages shares a path with an after-offer step (`preOfferPageAt`), and gives
 * its check-your-answers page (`review`, lazily loaded: the form pages do not carry it; ADR 0016).
 */
export function ApplicationRoutes({
  index,
  steps,
  otherKindPaths = [],
  preOfferPageAt,
  resume = <ResumeRoute />,
  review,
}: {
  index: ReactNode;
  steps?: ReactNode;
  /** Step paths of the other kind of application page: they lead to the index (other-kind-step-paths.tsx). */
  otherKindPaths?: readonly string[];
  preOfferPageAt?: PreOfferPageAt;
  /** The /continue/{token} page: the resume link used once; classic variants restore their own way. */
  resume?: ReactNode;
  /** The /check-your-answers page: every answer, a Change link per step, and the only Send to checking. */
  review?: ReactNode;
}) {
  return (
    <ApplicationProviders>
      <Routes>
        <Route index element={index} />
        <Route path="checking" element={<CheckingRoute />} />
        {review && (
          <Route path={REVIEW_PATH} element={<Suspense fallback={<Spinner />}>{review}</Suspense>} />
        )}
        <Route path="accepted" element={<AcceptedRoute />} />
        <Route path="redirected" element={<RedirectedRoute />} />
        <Route path="rejected" element={<RejectedRoute />} />
        <Route path="thank-you" element={<ThankYouRoute />} />
        <Route path="continue/:token" element={resume} />
        <Route path="unsubscribe" element={<UnsubscribePage />} />
        <Route path="404" element={<NotFoundPage />} />
        {afterOfferRoutes(preOfferPageAt)}
        {steps}
        {toIndexRoutes(otherKindPaths)}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ApplicationProviders>
  );
}
