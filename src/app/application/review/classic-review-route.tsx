/**
 * Check your answers for the classic steps: the steps built from the lead the store holds, reviewable once the
 * funnel has reached the last step and every required question is answered; Send moves the funnel to checking
 * (the last step used to do that itself).
 */
import { Navigate } from '#shared/routing/links.tsx';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import { furthestPath } from '#features/funnel/guards.ts';
import { isAfterOfferProgress, targetPath, targetState } from '#features/funnel/progress.ts';
import { useProgressStore, useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { CHECKING_STATE } from '#features/funnel/states.ts';
import type { ClassicForm } from '../classic/classic-form.ts';
import { useClassicAnswers } from '../classic/classic-step-route.tsx';
import { asEnginePath } from '../classic/classic-steps.ts';
import { CheckYourAnswers } from './check-your-answers.tsx';
import { firstUnansweredPage } from './review-answers.ts';
import { changeHref } from './review-path.ts';

export default function ClassicReviewRoute({ form }: { form: ClassicForm }) {
  const store = useProgressStoreApi();
  const progress = useProgressStore((state) => state.progressState);
  const answers = useClassicAnswers();
  if (isAfterOfferProgress(progress)) return <Navigate to={targetPath(progress)} replace />;
  const pages = buildPages(form.config, answers);
  const last = pages[pages.length - 1];
  const lastStep = form.steps.find((step) => asEnginePath(step.path) === last?.path);
  // Not at the last step yet: the furthest step the applicant may see.
  if (!lastStep || targetState(progress) !== lastStep.state)
    return <Navigate to={furthestPath(progress, form.order)} replace />;
  // A question left unanswered (an identifier the browser does not keep over a reload): answered, then back here.
  const unanswered = firstUnansweredPage(pages, answers);
  if (unanswered) return <Navigate to={changeHref(unanswered.path)} replace />;
  return (
    <CheckYourAnswers
      pages={pages}
      answers={answers}
      onSend={() => store.getState().pushProgressState(CHECKING_STATE)}
    />
  );
}
