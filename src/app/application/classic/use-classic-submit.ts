/**
 * Next on a classic step: the shared lead submission (features/funnel/submit-lead) sends the step, the step's data
 * joins the lead in the store (under its lead section) and the progress moves to the next step's state; the router
 * follows the store, as the save leaves (docs/adr/0029: a failed or refused save takes the applicant back). After the
 * last step, or a step opened from the review's Change link, the applicant goes to
 * check your answers (ADR 0016), whose Send is the only way to checking. Server field errors stay in the steps' layout while the
 * applicant is taken to the earliest step with one.
 */
import { useState } from 'react';
import { useSearchParams } from '#shared/routing/router.tsx';
import type { Policy } from '#contract/reference-data.ts';
import type { Answers } from '#features/funnel/form-model/types.ts';
import { useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { CHECKING_STATE } from '#features/funnel/states.ts';
import { changeHref, REVIEW_PATH, returnsToReview } from '../review/review-path.ts';
import { useSubmitLead } from '#features/funnel/submit-lead/use-submit-lead.ts';
import type { ClassicForm } from './classic-form.ts';
import { asEnginePath, type ClassicStep } from './classic-steps.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import type { SentFrom } from '../answer-navigation.ts';
import type { ClassicStepsContext } from './classic-step-route.tsx';

/** A save that failed, and the step it was sent from. */
export interface StepFailure {
  path: string;
  error: ApiError;
}

interface ClassicSubmitInput {
  form: ClassicForm;
  step: ClassicStep;
  answers: Answers;
  /** What the steps share (their layout's): server errors, the last failure, the answers' navigation. */
  steps: ClassicStepsContext;
  /** The required policies the step showed with its general-policies checkbox: sent as accepted with it. */
  requiredPolicies?: readonly Policy[] | undefined;
}

export function useClassicSubmit({ form, step, answers, steps, requiredPolicies }: ClassicSubmitInput) {
  const search = useSearchParams();
  const store = useProgressStoreApi();
  const submission = useSubmitLead('classic');
  const [sending, setSending] = useState(false);
  const { serverErrors, setServerErrors, setFailure, answerNavigation } = steps;
  const { navigate, here, goTo } = answerNavigation;
  const stepOf = (path: string) => form.steps.find((candidate) => asEnginePath(candidate.path) === path);
  const stateOf = (path: string) => stepOf(path)?.state ?? CHECKING_STATE;
  const fixAt = (target: string) => (returnsToReview(search) ? changeHref(target) : `/${target}`);

  const onSubmit = async (values: Answers) => {
    setFailure(null);
    setSending(true);
    // Set by beforeSend, read once the answer is in: an object, so its later value is read rather than narrowed away.
    const from: SentFrom = { sentFrom: here(), ahead: null };
    const progressBefore = store.getState().progressState;
    const outcome = await submission
      .submit({
        config: form.config,
        path: asEnginePath(step.path),
        answers,
        values,
        serverErrors,
        requiredPolicies,
        keep: ({ sent, remainingErrors }) => {
          if (sent.ok) store.getState().saveApplicationData(sent.lead, step.path);
          setServerErrors(remainingErrors);
        },
        // The next step at once (docs/adr/0029); check your answers waits for the answer.
        beforeSend: (prepared) => {
          const next = prepared.page.nextButtonFormPath;
          const nextStep = next === null ? undefined : stepOf(next);
          if (!next || !nextStep || returnsToReview(search)) return;
          // A save held for the connection leaves later: an applicant who went elsewhere meanwhile stays there.
          if (store.getState().progressState !== progressBefore) return;
          from.ahead = `/${nextStep.path}`;
          answerNavigation.noteAhead(from.ahead);
          store.getState().pushProgressState(stateOf(next));
        },
      })
      .finally(() => setSending(false));
    // Not saved: the progress goes back to this step, as the applicant does.
    if (outcome.status !== 'saved' && from.ahead) store.getState().returnToProgressState(progressBefore);
    if (outcome.status === 'failed') {
      setFailure({ path: step.path, error: outcome.error });
      if (from.ahead) goTo(from.sentFrom, from);
    }
    if (outcome.status === 'refused') {
      setServerErrors(outcome.fieldErrors);
      const target = outcome.erroredPath;
      // From the review, the step that owns the refused field keeps the way back to it.
      if (target && target !== outcome.prepared.page.path) goTo(fixAt(target), from);
      else if (from.ahead) goTo(from.sentFrom, from);
    }
    // Saved without moving on first (the review, a save held for the connection): on, unless the applicant left.
    const stayed = store.getState().progressState === progressBefore;
    if (outcome.status === 'saved' && !from.ahead && stayed) {
      const next = outcome.prepared.page.nextButtonFormPath;
      // Back to the review without moving the progress: it stays at the last step until Send.
      if (next === null || returnsToReview(search)) void navigate(`/${REVIEW_PATH}`);
      else store.getState().pushProgressState(stateOf(next));
    }
  };

  return {
    onSubmit,
    goTo: (path: string) => navigate(`/${path}`),
    failure: steps.failure?.path === step.path ? steps.failure.error : null,
    busy: sending,
  };
}
