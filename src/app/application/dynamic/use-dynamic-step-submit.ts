/**
 * Next on a dynamic (v3) page: the answers kept, the lead created (first page) or updated, and the applicant taken on.
 *
 * Where a save the server takes leads is known before it is sent, so a page that leads to another form page shows it
 * at once (issue 27 item 6, docs/adr/0029): the next page paints while the save is on its way, and the answer only
 * confirms it. An answer that does not (a refused field, a 5xx, a timeout) takes the applicant back: to the page
 * owning the refused field, or to the page sent, with the save-failed alert. Nothing typed is lost either way: the
 * answers were kept before the request and the next page's draft is kept as it goes away. A page sent while the save
 * before it is still on its way waits for it (use-submit-lead.ts), so the lead is created once. Check your answers
 * still waits for the answer: its Send needs every page saved.
 */
import { useState } from 'react';
import { useSearchParams } from '#shared/routing/router.tsx';
import type { DynamicFormConfig, DynamicStepPath } from '#contract/dynamic-form.ts';
import type { Policy } from '#contract/reference-data.ts';
import { requiredPolicies } from '#features/dynamic-form/field-types/checkbox/policies.tsx';
import type { Answers } from '#features/funnel/form-model/types.ts';
import { useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import type { PreparedSubmission } from '#features/funnel/submit-lead/submission.ts';
import { useSubmitLead } from '#features/funnel/submit-lead/use-submit-lead.ts';
import { attachServerErrors, erroredFormPath } from '#features/funnel/form-model/server-errors.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { readDynamicProgress, type DynamicProgress } from './dynamic-progress.ts';
import { changeHref, REVIEW_PATH, returnsToReview } from '../review/review-path.ts';
import { useAnswerNavigation, type SentFrom } from '../answer-navigation.ts';

export interface DynamicStepSubmitInput {
  path: DynamicStepPath;
  config: DynamicFormConfig;
  progress: DynamicProgress;
  policies: readonly Policy[];
}

/** A save that failed, and the page it was sent from: its alert shows there only. */
interface PageFailure {
  path: DynamicStepPath;
  error: ApiError;
}

export function useDynamicStepSubmit({ path, config, progress, policies }: DynamicStepSubmitInput) {
  const { navigate, here, goTo, moveAhead } = useAnswerNavigation();
  const search = useSearchParams();
  const store = useProgressStoreApi();
  const submission = useSubmitLead('v3');
  const [failure, setFailure] = useState<PageFailure | null>(null);
  const [sending, setSending] = useState<DynamicStepPath | null>(null);

  const saveProgress = (next: DynamicProgress) => store.getState().setDynamicPages({ ...next });
  /**
   * The progress as stored now, this page counted as sent. Read at each write rather than taken from this render: a
   * save's answer comes after awaits in which a later page may have been sent and kept (its answers and its place
   * among the sent pages), and writing this render's copy back took the applicant back to that page, emptied.
   */
  const storedWithThisPageSent = () => {
    const latest = readDynamicProgress(store.getState().dynamicPages);
    const answers = { ...progress.answers, ...latest.answers };
    const submitted = latest.submitted.includes(path) ? latest.submitted : [...latest.submitted, path];
    return { answers, submitted };
  };
  const { returnTo } = progress;
  // A page opened from the review keeps the way back while the server sends the applicant to fix another page.
  const fixAt = (target: string) => (returnsToReview(search) ? changeHref(target) : `/${target}`);

  /** Where a save the server takes leads: a page with an earlier error, the page to return to, the review, or on. */
  const destination = (prepared: PreparedSubmission): string => {
    const errored = erroredFormPath(attachServerErrors(prepared.pages, prepared.remainingErrors));
    if (errored) return fixAt(errored);
    if (returnTo && returnTo !== path) return fixAt(returnTo);
    if (prepared.isLast || returnsToReview(search)) return `/${REVIEW_PATH}`;
    return `/${prepared.page.nextButtonFormPath}`;
  };

  const onSubmit = async (values: Answers) => {
    setFailure(null);
    setSending(path);
    // Set by beforeSend, read once the answer is in: an object, so its later value is read rather than narrowed away.
    const from: SentFrom = { sentFrom: here(), ahead: null };
    const outcome = await submission
      .submit({
        config,
        path,
        answers: progress.answers,
        values,
        serverErrors: progress.serverErrors,
        requiredPolicies: requiredPolicies(policies),
        keep: ({ answers, remainingErrors }) => {
          const now = storedWithThisPageSent();
          const kept = {
            answers: { ...now.answers, ...answers },
            submitted: now.submitted,
            serverErrors: remainingErrors,
          };
          saveProgress({ ...kept, ...(returnTo ? { returnTo } : {}) });
          store.getState().saveApplicationData({}, path);
        },
        beforeSend: (prepared) => {
          const next = destination(prepared);
          // A save held for the connection leaves later: an applicant who went elsewhere meanwhile stays there.
          if (next === `/${REVIEW_PATH}` || here() !== from.sentFrom) return;
          from.ahead = next;
          moveAhead(next);
        },
      })
      .finally(() => setSending((current) => (current === path ? null : current)));

    if (outcome.status === 'failed') {
      setFailure({ path, error: outcome.error });
      if (from.ahead) goTo(from.sentFrom, from);
    }
    if (outcome.status === 'refused') {
      const { erroredPath: target, fieldErrors: serverErrors } = outcome;
      // The applicant is taken to the earliest page with an error, and comes back here once it is fixed.
      const back = target && target !== path ? { returnTo: returnTo ?? path } : returnTo ? { returnTo } : {};
      saveProgress({ ...storedWithThisPageSent(), serverErrors, ...back });
      if (target && target !== path) goTo(fixAt(target), from);
      else if (from.ahead) goTo(from.sentFrom, from);
    }
    if (outcome.status !== 'saved') return;
    // A page with an error the server sent earlier and not yet fixed keeps it (and the way back) until it is sent.
    if (!outcome.erroredPath) saveProgress({ ...storedWithThisPageSent(), serverErrors: [] });
    // Saved without moving on first (the review, a save held for the connection): on, unless the applicant left.
    if (!from.ahead && here() === from.sentFrom) void navigate(destination(outcome.prepared));
  };

  return {
    onSubmit,
    busy: sending === path,
    failure: failure?.path === path ? failure.error : null,
  };
}
