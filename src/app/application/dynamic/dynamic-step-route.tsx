/**
 * One dynamic (v3) page of the funnel: the configuration from the API, the page built from the answers so far,
 * the form, and on Next the lead created (first page) or updated, then the next page or check your answers
 * (use-dynamic-step-submit.ts). Server field errors go to the page that owns the field, and the applicant is taken to
 * the earliest one.
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Navigate } from '#shared/routing/links.tsx';
import { useNavigate } from '#shared/routing/router.tsx';
import { useParams } from '#shared/routing/routes.tsx';
import { DYNAMIC_STEP_PATHS, type DynamicStepPath } from '#contract/dynamic-form.ts';
import { useAttribution } from '#features/attribution/attribution-context.tsx';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import type { DynamicPage } from '#features/funnel/form-model/types.ts';
import { DynamicStepForm } from '#features/dynamic-form/ui/dynamic-step-form.tsx';
import { ApplicationStep } from '../application-step.tsx';
import { usePolicies } from '#shared/api/operations/policies.ts';
import { useProgressStore, useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { isAfterOfferProgress, targetPath } from '#features/funnel/progress.ts';
import { attachServerErrors } from '#features/funnel/form-model/server-errors.ts';
import { market } from '#markets/market.ts';
import { useDataPoints } from '../api/data-points.ts';
import { FORM_NAMESPACES } from '#shared/i18n/options.ts';
import { RetryPage } from '#shared/ui/retry-page.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { readDynamicProgress, type DynamicProgress } from './dynamic-progress.ts';
import { initialAnswers } from './initial-answers.ts';
import { REVIEW_PATH } from '../review/review-path.ts';
import { useDynamicStepSubmit } from './use-dynamic-step-submit.ts';

export const isStepPath = (value: string | undefined): value is DynamicStepPath =>
  DYNAMIC_STEP_PATHS.some((path) => path === value);

/** The furthest page the applicant may open: the first one not yet submitted (or the last page). */
export function furthestPage(
  pages: readonly DynamicPage[],
  submitted: readonly DynamicStepPath[],
): DynamicPage | undefined {
  return pages.find((page) => !submitted.includes(page.path)) ?? pages[pages.length - 1];
}

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
  const attribution = useAttribution();
  const store = useProgressStoreApi();
  const progress = useProgressStore((state) => state.progressState);
  const stored = useProgressStore((state) => state.dynamicPages);
  const drafts = useProgressStore((state) => state.drafts);
  const identifiersToRetype = useProgressStore((state) => state.identifiersToRetype);
  const policies = usePolicies({ country: market.target.country }).data?.policies ?? [];

  const saved = readDynamicProgress(stored);
  const progressData: DynamicProgress =
    saved.submitted.length === 0 && Object.keys(saved.answers).length === 0
      ? { ...saved, answers: initialAnswers(attribution.landing, market.loan) }
      : saved;
  const { onSubmit, busy, failure } = useDynamicStepSubmit({
    path,
    config,
    progress: progressData,
    policies,
  });
  const pages = attachServerErrors(buildPages(config, progressData.answers), progressData.serverErrors, path);
  const page = pages.find((candidate) => candidate.path === path);
  const furthest = furthestPage(pages, progressData.submitted);

  // Once the application is submitted its pages are closed: back to where the funnel is now.
  if (isAfterOfferProgress(progress)) return <Navigate to={targetPath(progress)} replace />;
  if (!page || !furthest) return <Navigate to={`/${furthest?.path ?? config.firstPage}`} replace />;
  if (page.stepOrder > furthest.stepOrder) return <Navigate to={`/${furthest.path}`} replace />;

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
        busy={busy}
        identifiersToRetype={identifiersToRetype}
      />
    </ApplicationStep>
  );
}
