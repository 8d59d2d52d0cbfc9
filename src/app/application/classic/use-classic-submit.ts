/**
 * Next on a classic step: the step's data joins the lead in the store (under its lead section), the lead is
 * created on the first save and updated after, the progress moves to the next step's state (or checking after the
 * last) and the router follows the store. Server field errors go to the step that owns the field, and the
 * applicant is taken to the earliest one.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LeadData } from '../../../../contract/lead-payload';
import type { ServerFieldError } from '../../../../contract/dynamic-form';
import { useAttribution } from '../../../features/attribution/AttributionContext';
import { buildPages } from '../../../features/dynamic-form/build-pages';
import { attachServerErrors, erroredFormPath, ownsField } from '../../../features/dynamic-form/server-errors';
import type { Answers, DynamicPage } from '../../../features/dynamic-form/types';
import { useProgressStore, useProgressStoreApi } from '../../../features/funnel/ProgressStoreContext';
import { CHECKING_STATE } from '../../../features/funnel/states';
import { market } from '../../../markets/market';
import type { ApiError } from '../../../shared/api/api-error';
import { useCreateLead } from '../../../shared/api/operations/create-lead';
import { useUpdateLead, type UpdateLeadInput } from '../../../shared/api/operations/update-lead';
import { redirectedThisSession } from '../../../features/outcomes/redirect-record';
import { browserSafeStorage } from '../../../shared/lib/storage/safe-storage';
import { answersPayload, attributionFields } from '../dynamic/lead-body';
import type { ClassicForm } from './classic-form';
import { asEnginePath, type ClassicStep } from './classic-steps';

/**
 * The pages whose answers this save sends: the step's own; on the first save also the loan choice (the applicant
 * may start on personal details with the landing's amount and period); on the last, every page (as the v3 engine's
 * last form does), so the lead the server decides on is complete.
 */
export function pagesToSend(
  pages: readonly DynamicPage[],
  current: DynamicPage,
  isFirstSave: boolean,
): DynamicPage[] {
  if (current.nextButtonFormPath === null) return [...pages];
  const first = pages[0];
  return isFirstSave && first && first !== current ? [first, current] : [current];
}

interface ClassicSubmitInput {
  form: ClassicForm;
  step: ClassicStep;
  answers: Answers;
  serverErrors: readonly ServerFieldError[];
  setServerErrors: (errors: readonly ServerFieldError[]) => void;
}

export function useClassicSubmit({ form, step, answers, serverErrors, setServerErrors }: ClassicSubmitInput) {
  const navigate = useNavigate();
  const attribution = useAttribution();
  const store = useProgressStoreApi();
  const leadId = useProgressStore((state) => state.leadId);
  const createLead = useCreateLead();
  const updateLead = useUpdateLead();
  const [failed, setFailed] = useState(false);
  const stateOf = (path: string) =>
    form.steps.find((candidate) => asEnginePath(candidate.path) === path)?.state ?? CHECKING_STATE;

  const onSubmit = async (values: Answers) => {
    setFailed(false);
    const merged = { ...answers, ...values };
    const pages = buildPages(form.config, merged);
    const current = pages.find((page) => page.path === asEnginePath(step.path));
    if (!current) return;
    const payload = answersPayload(
      pagesToSend(pages, current, leadId === null),
      merged,
      market.country.loanLimits.period.scale,
    );
    // The payload is built from registry-validated answers in the lead's shape; the server checks the contract.
    store.getState().saveApplicationData(payload as LeadData, step.path);
    setServerErrors(serverErrors.filter((error) => !ownsField(current, error.fieldName)));

    const body = {
      ...payload,
      ...attributionFields(attribution, redirectedThisSession(browserSafeStorage())),
    };
    try {
      const saved = leadId
        ? await updateLead.mutateAsync({ ...body, id: leadId } as UpdateLeadInput)
        : await createLead.mutateAsync(body as LeadData);
      store.getState().storeLeadId(saved);
      const next = current.nextButtonFormPath;
      store.getState().pushProgressState(next === null ? CHECKING_STATE : stateOf(next));
    } catch (error) {
      const apiError = error as ApiError;
      if (apiError.fieldErrors.length === 0) {
        setFailed(true);
        return;
      }
      setServerErrors([...apiError.fieldErrors]);
      const target = erroredFormPath(attachServerErrors(pages, apiError.fieldErrors));
      if (target && target !== current.path) void navigate(`/${target}`);
    }
  };

  return {
    onSubmit,
    goTo: (path: string) => navigate(`/${path}`),
    failed,
    busy: createLead.isPending || updateLead.isPending,
  };
}
