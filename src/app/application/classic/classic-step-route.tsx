/**
 * The classic pre-offer steps on the router: one route per step, under a layout that runs the funnel guard and
 * keeps the server's field errors while the applicant moves between steps to fix them. Each step renders through
 * the dynamic engine's DynamicStepForm (see classic-steps.ts); useClassicSubmit saves it.
 */
import { useState } from 'react';
import { Navigate } from '#shared/routing/links.tsx';
import { Outlet, Route, useOutletContext } from '#shared/routing/routes.tsx';
import type { ServerFieldError } from '#contract/dynamic-form.ts';
import type { Policy } from '#contract/reference-data.ts';
import { useAttribution } from '#features/attribution/attribution-context.tsx';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import { attachServerErrors } from '#features/funnel/form-model/server-errors.ts';
import type { Answers } from '#features/funnel/form-model/types.ts';
import { DynamicStepForm } from '#features/dynamic-form/ui/dynamic-step-form.tsx';
import { ApplicationStep } from '../application-step.tsx';
import { requiredPolicies } from '#features/dynamic-form/field-types/checkbox/policies.tsx';
import { furthestPath } from '#features/funnel/guards.ts';
import { useFunnelGuard } from '#features/funnel/navigation.ts';
import { useProgressStore, useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { market } from '#markets/market.ts';
import { usePolicies } from '#shared/api/operations/policies.ts';
import { initialAnswers } from '../dynamic/initial-answers.ts';
import { leadToAnswers } from '../resume/lead-answers.ts';
import type { ClassicForm } from './classic-form.ts';
import { asEnginePath, classicLoanStep, type ClassicStep } from './classic-steps.ts';
import { LoanSummary } from './loan-summary.tsx';
import { useClassicSubmit, type StepFailure } from './use-classic-submit.ts';
import { useAnswerNavigation, type AnswerNavigation } from '../answer-navigation.ts';

/**
 * What the steps share, kept by their layout while the applicant moves between them: a step is shown ahead of its
 * save's answer (docs/adr/0029), so the answer is followed here, where it outlives the step sent.
 */
export interface ClassicStepsContext {
  serverErrors: readonly ServerFieldError[];
  setServerErrors: (errors: readonly ServerFieldError[]) => void;
  /** The last save that failed, and the step it was sent from: its alert shows on that step. */
  failure: StepFailure | null;
  setFailure: (failure: StepFailure | null) => void;
  answerNavigation: AnswerNavigation;
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
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const answerNavigation = useAnswerNavigation();
  if (!allowed) return null;
  const context: ClassicStepsContext = {
    serverErrors,
    setServerErrors,
    failure,
    setFailure,
    answerNavigation,
  };
  return <Outlet context={context} />;
}

/** What the form shows: the loan choice the landing brought (or the defaults), under what the lead already holds. */
export function useClassicAnswers(): Answers {
  const attribution = useAttribution();
  const application = useProgressStore((state) => state.application);
  return {
    ...initialAnswers(attribution.landing, market.loan),
    ...leadToAnswers(application),
  };
}

interface StepProps {
  form: ClassicForm;
  step: ClassicStep;
}

const NO_POLICIES: readonly Policy[] = [];

/** Only the step with the general-policies checkbox asks for the policies it accepts. */
function ClassicStepPage({ form, step }: StepProps) {
  const asksPolicies = step.dataPoints.some((dataPoint) => dataPoint.name === 'generalPolicies');
  return asksPolicies ? (
    <ClassicStepWithPolicies form={form} step={step} />
  ) : (
    <ClassicStepBody form={form} step={step} policies={NO_POLICIES} />
  );
}

/**
 * The country's policies (a German lender's SCHUFA-Klausel among them) are listed above the checkbox, each readable
 * before accepting; the checkbox is required, and ticking it sends each required policy as accepted with the step.
 */
function ClassicStepWithPolicies({ form, step }: StepProps) {
  const policies = usePolicies({ country: form.country }).data?.policies ?? NO_POLICIES;
  return <ClassicStepBody form={form} step={step} policies={policies} />;
}

function ClassicStepBody({ form, step, policies }: StepProps & { policies: readonly Policy[] }) {
  const store = useProgressStoreApi();
  const progress = useProgressStore((state) => state.progressState);
  const drafts = useProgressStore((state) => state.drafts);
  const identifiersToRetype = useProgressStore((state) => state.identifiersToRetype);
  const steps = useOutletContext<ClassicStepsContext>();
  const answers = useClassicAnswers();
  const submit = useClassicSubmit({
    form,
    step,
    answers,
    steps,
    requiredPolicies: requiredPolicies(policies),
  });
  const { serverErrors } = steps;

  const loanStep = classicLoanStep(form.steps);
  const pages = attachServerErrors(buildPages(form.config, answers), serverErrors, asEnginePath(step.path));
  const page = pages.find((candidate) => candidate.path === asEnginePath(step.path));
  // A step the answers leave out (employment details for an applicant who is not employed) is not a page.
  if (!page) return <Navigate to={furthestPath(progress, form.order)} replace />;

  return (
    <ApplicationStep failure={submit.failure} policies={policies}>
      <DynamicStepForm
        page={page}
        config={form.config}
        answers={answers}
        draft={drafts[step.path]}
        onSubmit={submit.onSubmit}
        onBack={(previous) => void submit.goTo(previous)}
        onDraftChange={(values) => store.getState().saveDraft(step.path, values)}
        busy={submit.busy}
        identifiersToRetype={identifiersToRetype}
        firstPage={asEnginePath(form.firstStep.path)}
        {...(step === form.firstStep &&
          loanStep && {
            intro: (
              <LoanSummary amount={answers.amount} term={answers.period} changeHref={`/${loanStep.path}`} />
            ),
          })}
      />
    </ApplicationStep>
  );
}
