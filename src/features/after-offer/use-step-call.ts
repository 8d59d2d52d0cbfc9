/**
 * Sending an after-offer step: the call's answer names the next state and the funnel follows it (replace, as
 * after any offer). A refusal with field errors goes back to the form, next to the fields; any other failure
 * (timeout, offline, 5xx) says so and keeps everything typed, so pressing the button again retries.
 */
import { useState } from 'react';
import type { LeadStepResponse } from '#contract/lead.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import type { ApiError, ApiResult, FieldError } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import { skipLeadStep } from './api/skip-lead-step.ts';
import { useProgressStore, useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';

export type StepCall = (client: ApiClient, leadId: string) => Promise<ApiResult<LeadStepResponse>>;

export type StepOutcome = { ok: true; state: number } | { ok: false; fieldErrors: readonly FieldError[] };

export interface AfterOfferStepCall {
  leadId: string;
  busy: boolean;
  /** A failure that is not about a field: the page says so, with what was typed still there (and any wait asked). */
  failure: ApiError | null;
  /** Sends the call; on success the funnel moves on, on field errors they are returned to the form. */
  send(call: StepCall): Promise<StepOutcome>;
  /** POST /lead/skip/{id}: the optional step is left out and the funnel moves on. */
  skip(): Promise<StepOutcome>;
}

export function useAfterOfferStepCall(): AfterOfferStepCall {
  const client = useApiClient();
  const store = useProgressStoreApi();
  const leadId = useProgressStore((state) => state.leadId) ?? '';
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const send = async (call: StepCall): Promise<StepOutcome> => {
    setBusy(true);
    setFailure(null);
    const result = await call(client, leadId);
    setBusy(false);
    if (result.ok) {
      store.getState().pushProgressState(result.data.state);
      return { ok: true, state: result.data.state };
    }
    if (result.error.fieldErrors.length === 0) setFailure(result.error);
    return { ok: false, fieldErrors: result.error.fieldErrors };
  };

  return {
    leadId,
    busy,
    failure,
    send,
    skip: () => send((apiClient, id) => skipLeadStep(apiClient, { id })),
  };
}
