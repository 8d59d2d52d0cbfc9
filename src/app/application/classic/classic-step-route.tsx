/**
 * The classic pre-offer steps on the router: one route per step, under a layout that runs the funnel guard and
 * keeps the server's field errors while the applicant moves between steps to fix them. Each step renders through
 * the dynamic engine's DynamicStepForm (see classic-steps.ts); useClassicSubmit saves it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, Route, useOutletContext } from 'react-router';
import type { ServerFieldError } from '../../../../contract/dynamic-form';
import { useAttribution } from '../../../features/attribution/attribution-context';
import { buildPages } from '../../../features/funnel/form-model/build-pages';
import { attachServerErrors } from '../../../features/funnel/form-model/server-errors';
import type { Answers } from '../../../features/funnel/form-model/types';
import { DynamicStepForm } from '../../../features/dynamic-form/ui/dynamic-step-form';
import { furthestPath } from '../../../features/funnel/guards';
import { useFunnelGuard } from '../../../features/funnel/navigation';
import { useProgressStore, useProgressStoreApi } from '../../../features/funnel/progress-store-context';
import { market } from '../../../markets/market';
import { initialAnswers } from '../dynamic/initial-answers';
import { leadToAnswers } from '../resume/lead-answers';
import type { ClassicForm } from './classic-form';
import { asEnginePath, type ClassicStep } from './classic-steps';
import { FormLookups } from '../lookups/form-lookups';
import { useClassicSubmit } from './use-classic-submit';

export interface ClassicErrorsContext {
  serverErrors: readonly ServerFieldError[];
  setServerErrors: (errors: readonly ServerFieldError[]) => void;
}

/** The index: the furthest step the applicant may see (personal details on a fresh start, as guards.ts says). */
export function ClassicEntryRoute({ form }: { form: ClassicForm }) {
  const progress = useProgressStore((state) => state.progressState);
  return <Navigate to={furthestPath(progress, form.order)} replace />;
}

/** Routes for the classic steps, to place inside the application's <Routes>. */
export function classicStepRoutes(form: ClassicForm) {
  return (
    <Route element={<ClassicStepsLayout form={form} />}>
      {form.steps.map((step) => (
        <Route key={step.path} path={step.path} element={<ClassicStepPage form={form} step={step} />} />
      ))}
    </Route>
  );
}

function ClassicStepsLayout({ form }: { form: ClassicForm }) {
  const store = useProgressStoreApi();
  const allowed = useFunnelGuard(store, form.order);
  const [serverErrors, setServerErrors] = useState<readonly ServerFieldError[]>([]);
  if (!allowed) return null;
  return <Outlet context={{ serverErrors, setServerErrors } satisfies ClassicErrorsContext} />;
}

/** What the form shows: the loan choice the landing brought (or the defaults), under what the lead already holds. */
function useClassicAnswers(): Answers {
  const attribution = useAttribution();
  const application = useProgressStore((state) => state.application);
  return {
    ...initialAnswers(attribution.landing, market.country.loanLimits),
    ...leadToAnswers(application),
  };
}

function ClassicStepPage({ form, step }: { form: ClassicForm; step: ClassicStep }) {
  const { t } = useTranslation('fields');
  const store = useProgressStoreApi();
  const progress = useProgressStore((state) => state.progressState);
  const drafts = useProgressStore((state) => state.drafts);
  const { serverErrors, setServerErrors } = useOutletContext<ClassicErrorsContext>();
  const answers = useClassicAnswers();
  const submit = useClassicSubmit({ form, step, answers, serverErrors, setServerErrors });

  const pages = attachServerErrors(buildPages(form.config, answers), serverErrors);
  const page = pages.find((candidate) => candidate.path === asEnginePath(step.path));
  // A step the answers leave out (employment details for an applicant who is not employed) is not a page.
  if (!page) return <Navigate to={furthestPath(progress, form.order)} replace />;

  return (
    <>
      {submit.failed && (
        <div role="alert" className="inline-alert" data-testid="save-failed">
          <p>{t('form.saveFailed')}</p>
        </div>
      )}
      <FormLookups>
        <DynamicStepForm
          page={page}
          config={form.config}
          answers={answers}
          draft={drafts[step.path]}
          onSubmit={submit.onSubmit}
          onBack={(previous) => void submit.goTo(previous)}
          onDraftChange={(values) => store.getState().saveDraft(step.path, values)}
          busy={submit.busy}
        />
      </FormLookups>
    </>
  );
}
