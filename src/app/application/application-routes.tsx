import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '#shared/routing/routes.tsx';
import { UnsubscribePage } from '#features/unsubscribe/unsubscribe-page.tsx';
import { ApplicationProviders } from './application-providers.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import {
  LazyAcceptedRoute,
  LazyCheckingRoute,
  LazyRedirectedRoute,
  LazyRejectedRoute,
  LazyThankYouRoute,
} from './outcomes/lazy-outcome-routes.ts';
import { ResumeRoute } from './resume/resume-route.tsx';
import { afterOfferRoutes, type PreOfferPageAt } from './after-offer/after-offer-routes.tsx';
import { toIndexRoutes } from './other-kind-step-paths.tsx';
import { REVIEW_PATH } from './review/review-path.ts';
import { Spinner } from '../shell/spinner.tsx';

/** A screen whose code comes when it is first drawn: the spinner meanwhile. */
const lazyScreen = (screen: ReactNode) => <Suspense fallback={<Spinner />}>{screen}</Suspense>;

/**
 * The route table shared by every application page: checking, outcomes, after-offer steps and utility routes.
 * A variant adds its own steps (`steps`) and index, the step paths of the other page kind that lead to its index
 * (`otherKindPaths`), says which of its pages shares a path with an after-offer step (`preOfferPageAt`), and gives
 * its check-your-answers page (`review`, lazily loaded: the form pages do not carry it; ADR 0016). The checking and
 * outcome screens are lazy too (lazy-outcome-routes.ts).
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
        <Route path="checking" element={lazyScreen(<LazyCheckingRoute />)} />
        {review && <Route path={REVIEW_PATH} element={lazyScreen(review)} />}
        <Route path="accepted" element={lazyScreen(<LazyAcceptedRoute />)} />
        <Route path="redirected" element={lazyScreen(<LazyRedirectedRoute />)} />
        <Route path="rejected" element={lazyScreen(<LazyRejectedRoute />)} />
        <Route path="thank-you" element={lazyScreen(<LazyThankYouRoute />)} />
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
