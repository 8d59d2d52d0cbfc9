/**
 * Check your answers for the dynamic (v3) forms: the pages built from the kept answers, reviewable once every page
 * has been sent; Send moves the funnel to checking (the last page used to do that itself).
 */
import { Navigate } from '#shared/routing/links.tsx';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import { isAfterOfferProgress, targetPath } from '#features/funnel/progress.ts';
import { useProgressStore, useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { CHECKING_STATE } from '#features/funnel/states.ts';
import { market } from '#markets/market.ts';
import { Spinner } from '../../shell/spinner.tsx';
import { useDataPoints } from '../api/data-points.ts';
import { readDynamicProgress } from '../dynamic/dynamic-progress.ts';
import { CheckYourAnswers } from './check-your-answers.tsx';
import { firstUnansweredPage } from './review-answers.ts';
import { changeHref } from './review-path.ts';

export default function DynamicReviewRoute() {
  const store = useProgressStoreApi();
  const progress = useProgressStore((state) => state.progressState);
  const stored = useProgressStore((state) => state.dynamicPages);
  const configQuery = useDataPoints({ country: market.target.country, product: market.target.product });
  if (isAfterOfferProgress(progress)) return <Navigate to={targetPath(progress)} replace />;
  // The entry route says what to do while the configuration is missing (a retry page): the review waits for it.
  if (configQuery.isError) return <Navigate to="/" replace />;
  if (configQuery.isPending) return <Spinner />;
  const saved = readDynamicProgress(stored);
  const pages = buildPages(configQuery.data, saved.answers);
  const notSent = pages.find((page) => !saved.submitted.includes(page.path));
  // Only a form sent to its end is reviewed: the applicant finishes the page they have not sent yet.
  if (notSent) return <Navigate to={`/${notSent.path}`} replace />;
  // A question left unanswered (an identifier the browser does not keep over a reload): answered, then back here.
  const unanswered = firstUnansweredPage(pages, saved.answers);
  if (unanswered) return <Navigate to={changeHref(unanswered.path)} replace />;
  return (
    <CheckYourAnswers
      pages={pages}
      answers={saved.answers}
      onSend={() => store.getState().pushProgressState(CHECKING_STATE)}
    />
  );
}
