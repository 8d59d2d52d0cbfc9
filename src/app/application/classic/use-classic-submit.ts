/**
 * Next on a classic step: the shared lead submission (features/funnel/submit-lead) sends the step, the step's data
 * joins the lead in the store (under its lead section) and the progress moves to the next step's state; the router
 * follows the store. After the last step, or a step opened from the review's Change link, the applicant goes to
 * check your answers (ADR 0016), whose Send is the only way to checking. Server field errors stay in the steps' layout while the
 * applicant is taken to the earliest step with one.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ServerFieldError } from '#contract/dynamic-form.ts';
import type { Policy } from '#contract/reference-data.ts';
import type { Answers } from '#features/funnel/form-model/types.ts';
import { useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { CHECKING_STATE } from '#features/funnel/states.ts';
import { changeHref, REVIEW_PATH, returnsToReview } from '../review/review-path.ts';
import { useSubmitLead } from '#features/funnel/submit-lead/use-submit-lead.ts';
import type { ClassicForm } from './classic-form.ts';
import { asEnginePath, type ClassicStep } from './classic-steps.ts';
import type { ApiError } from '#shared/api/api-error.ts';

interface ClassicSubmitInput {
  form: ClassicForm;
  step: ClassicStep;
  answers: Answers;
  serverErrors: readonly ServerFieldError[];
  setServerErrors: (errors: readonly ServerFieldError[]) => void;
  /** The required policies the step showed with its general-policies checkbox: sent as accepted with it. */
  requiredPolicies?: readonly Policy[];
}

export function useClassicSubmit({
  form,
  step,
  answers,
  serverErrors,
  setServerErrors,
  requiredPolicies,
}: ClassicSubmitInput) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const store = useProgressStoreApi();
  const submission = useSubmitLead('classic');
  const [failure, setFailure] = useState<ApiError | null>(null);
  const stateOf = (path: string) =>
    form.steps.find((candidate) => asEnginePath(candidate.path) === path)?.state ?? CHECKING_STATE;

  const onSubmit = async (values: Answers) => {
    setFailure(null);
    const outcome = await submission.submit({
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
    });
    if (outcome.status === 'failed') setFailure(outcome.error);
    if (outcome.status === 'refused') {
      setServerErrors(outcome.fieldErrors);
      const target = outcome.erroredPath;
      if (target && target !== outcome.prepared.page.path)
        // From the review, the step that owns the refused field keeps the way back to it.
        void navigate(returnsToReview(search) ? changeHref(target) : `/${target}`);
    }
    if (outcome.status === 'saved') {
      const next = outcome.prepared.page.nextButtonFormPath;
      // Back to the review without moving the progress: it stays at the last step until Send.
      if (next === null || returnsToReview(search)) void navigate(`/${REVIEW_PATH}`);
      else store.getState().pushProgressState(stateOf(next));
    }
  };

  return {
    onSubmit,
    goTo: (path: string) => navigate(`/${path}`),
    failure,
    busy: submission.busy,
  };
}
