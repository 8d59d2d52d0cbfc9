/**
 * One dynamic (v3) page of the funnel: the configuration from the API, the page built from the answers so far,
 * the form, and on Next the lead created (first page) or updated, then the next page or check your answers. Server field
 * errors go to the page that owns the field, and the applicant is taken to the earliest one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { DYNAMIC_STEP_PATHS, type DynamicStepPath } from '#contract/dynamic-form.ts';
import { useAttribution } from '#features/attribution/attribution-context.tsx';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import type { Answers, DynamicPage } from '#features/funnel/form-model/types.ts';
import { DynamicStepForm } from '#features/dynamic-form/ui/dynamic-step-form.tsx';
import { ApplicationStep } from '../application-step.tsx';
import { requiredPolicies } from '#features/dynamic-form/field-types/checkbox/policies.tsx';
import { usePolicies } from '#shared/api/operations/policies.ts';
import { useProgressStore, useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { isAfterOfferProgress, targetPath } from '#features/funnel/progress.ts';
import { useSubmitLead } from '#features/funnel/submit-lead/use-submit-lead.ts';
import { attachServerErrors } from '#features/funnel/form-model/server-errors.ts';
import { market } from '#markets/market.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { useDataPoints } from '../api/data-points.ts';
import { RetryPage } from '#shared/ui/retry-page.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { readDynamicProgress, type DynamicProgress } from './dynamic-progress.ts';
import { initialAnswers } from './initial-answers.ts';
import { changeHref, REVIEW_PATH, returnsToReview } from '../review/review-path.ts';

export const isStepPath = (value: string | undefined): value is DynamicStepPath =>
  DYNAMIC_STEP_PATHS.some((path) => path === value);

/** The furthest page the applicant may open: the first one not yet submitted (or the last page). */
export function furthestPage(
  pages: readonly DynamicPage[],
  submitted: readonly DynamicStepPath[],
): DynamicPage | undefined {
  return pages.find((page) => !submitted.includes(page.path)) ?? pages[pages.length - 1];
}

/** The translation namespaces every form page reads, besides the shell's. */
const FORM_NAMESPACES = ['fields', 'validation'];

/**
 * What a form page needs besides its configuration, asked for at the same time: the page otherwise found out it
 * needs its texts and the policies only once the configuration had arrived, three round trips in a row before the
 * first field showed.
 */
function useFormResourcesInParallel() {
  usePolicies({ country: market.target.country });
  useTranslation(FORM_NAMESPACES, { useSuspense: false });
}

/**
 * The application's index: the furthest page of the form, check your answers once every page is sent, or where the
 * funnel is now after submitting.
 */
export function DynamicEntryRoute() {
  useFormResourcesInParallel();
  const configQuery = useDataPoints({ country: market.target.country, product: market.target.product });
  const progress = useProgressStore((state) => state.progressState);
  const stored = useProgressStore((state) => state.dynamicPages);
  if (isAfterOfferProgress(progress)) return <Navigate to={targetPath(progress)} replace />;
  if (configQuery.isPending) return <Spinner />;
  if (configQuery.isError) return <LoadFailed onRetry={() => void configQuery.refetch()} />;
  const saved = readDynamicProgress(stored);
  const pages = buildPages(configQuery.data, saved.answers);
  // Every page sent (a reload, a resumed lead): what is left is to check the answers and send them.
  if (pages.length > 0 && pages.every((page) => saved.submitted.includes(page.path)))
    return <Navigate to={`/${REVIEW_PATH}`} replace />;
  const furthest = furthestPage(pages, saved.submitted);
  // Keep the landing's query (it was read at boot; the first page needs no more of it) out of the new entry.
  return <Navigate to={`/${furthest?.path ?? configQuery.data.firstPage}`} replace />;
}

/** The step of the route's `:stepPath`, or of `path` where a static route shares the path (an after-offer step). */
export function DynamicStepRoute({ path }: { path?: string }) {
  const params = useParams();
  const stepPath = path ?? params.stepPath;
  useFormResourcesInParallel();
  const configQuery = useDataPoints({ country: market.target.country, product: market.target.product });
  if (!isStepPath(stepPath)) return <Navigate to="/404" replace />;
  if (configQuery.isPending) return <Spinner />;
  if (configQuery.isError) return <LoadFailed onRetry={() => void configQuery.refetch()} />;
  return <DynamicStep path={stepPath} config={configQuery.data} />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('fields');
  return (
    <RetryPage
      title={t('form.loadFailedTitle')}
      body={t('form.loadFailed')}
      retryLabel={t('form.retry')}
      onRetry={onRetry}
    />
  );
}

function DynamicStep({ path, config }: { path: DynamicStepPath; config: Parameters<typeof buildPages>[0] }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const attribution = useAttribution();
  const store = useProgressStoreApi();
  const progress = useProgressStore((state) => state.progressState);
  const stored = useProgressStore((state) => state.dynamicPages);
  const drafts = useProgressStore((state) => state.drafts);
  const identifiersToRetype = useProgressStore((state) => state.identifiersToRetype);
  const policies = usePolicies({ country: market.target.country }).data?.policies ?? [];
  const submission = useSubmitLead('v3');
  const [failure, setFailure] = useState<ApiError | null>(null);

  const saved = readDynamicProgress(stored);
  const progressData: DynamicProgress =
    saved.submitted.length === 0 && Object.keys(saved.answers).length === 0
      ? { ...saved, answers: initialAnswers(attribution.landing, market.loan) }
      : saved;
  const pages = attachServerErrors(buildPages(config, progressData.answers), progressData.serverErrors, path);
  const page = pages.find((candidate) => candidate.path === path);
  const furthest = furthestPage(pages, progressData.submitted);

  // Once the application is submitted its pages are closed: back to where the funnel is now.
  if (isAfterOfferProgress(progress)) return <Navigate to={targetPath(progress)} replace />;
  if (!page || !furthest) return <Navigate to={`/${furthest?.path ?? config.firstPage}`} replace />;
  if (page.stepOrder > furthest.stepOrder) return <Navigate to={`/${furthest.path}`} replace />;

  const saveProgress = (next: DynamicProgress) => store.getState().setDynamicPages({ ...next });
  const submitted = progressData.submitted.includes(path)
    ? progressData.submitted
    : [...progressData.submitted, path];
  const { returnTo } = progressData;
  // A page opened from the review keeps the way back while the server sends the applicant to fix another page.
  const fixAt = (target: string) => (returnsToReview(search) ? changeHref(target) : `/${target}`);

  const onSubmit = async (values: Answers) => {
    setFailure(null);
    const outcome = await submission.submit({
      config,
      path,
      answers: progressData.answers,
      values,
      serverErrors: progressData.serverErrors,
      requiredPolicies: requiredPolicies(policies),
      keep: ({ answers, remainingErrors }) => {
        saveProgress({
          answers,
          submitted,
          serverErrors: remainingErrors,
          ...(returnTo ? { returnTo } : {}),
        });
        store.getState().saveApplicationData({}, path);
      },
    });
    if (outcome.status === 'failed') setFailure(outcome.error);
    if (outcome.status === 'refused') {
      const { erroredPath: target, fieldErrors: serverErrors, prepared } = outcome;
      // The applicant is taken to the earliest page with an error, and comes back here once it is fixed.
      const back = target && target !== path ? { returnTo: returnTo ?? path } : returnTo ? { returnTo } : {};
      saveProgress({ answers: prepared.answers, submitted, serverErrors, ...back });
      if (target && target !== path) void navigate(fixAt(target));
    }
    if (outcome.status !== 'saved') return;
    const { answers, page: current, isLast } = outcome.prepared;
    // Fixed what the server sent us back for: the next page with an error, else where we were.
    if (outcome.erroredPath) return void navigate(fixAt(outcome.erroredPath));
    saveProgress({ answers, submitted, serverErrors: [] });
    if (returnTo && returnTo !== path) void navigate(fixAt(returnTo));
    // The last page, or a page opened from the review's Change link: check your answers, whose Send goes on.
    else if (isLast || returnsToReview(search)) void navigate(`/${REVIEW_PATH}`);
    else void navigate(`/${current.nextButtonFormPath}`);
  };

  return (
    <ApplicationStep failure={failure} policies={policies}>
      <DynamicStepForm
        page={page}
        config={config}
        answers={progressData.answers}
        draft={drafts[path]}
        onSubmit={onSubmit}
        onBack={(previous) => void navigate(`/${previous}`)}
        onDraftChange={(values) => store.getState().saveDraft(path, values)}
        busy={submission.busy}
        identifiersToRetype={identifiersToRetype}
      />
    </ApplicationStep>
  );
}
