/**
 * A partner's consents (state 29 /partner-consents, state 36 /partner-consents-second): the partner's consents
 * and the applicant's earlier answers (GET /customer/{id}/consents), ticked only where already accepted. The
 * answers go with PUT /customer/{id}/consents, which answers with the consents, not a state: the server completes
 * the step on that call, so the lead status is read again and names where to go next.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { CustomerConsent } from '#contract/customer.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import { customerConsentsQueryKey, useCustomerConsents } from './api/customer-consents.ts';
import { fetchLeadStatus, leadStatusQueryKey, useLeadStatus } from '#shared/api/operations/lead-status.ts';
import { usePartnerDisplayName } from '../api/partner-logos.ts';
import { updateCustomerConsents } from './api/update-customer-consents.ts';
import { useProgressStore, useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { StepLoading } from '../step-loading.tsx';
import { useAfterOfferStepCall } from '../use-step-call.ts';
import { fromCustomerConsent, type ConsentAnswer } from './consent-items.ts';
import { CONSENTS_NS, ConsentsForm, STEP_NAMESPACES, type SendOutcome } from './consents-form.tsx';

export function PartnerConsentsStep({ route }: { route: string }) {
  useTranslation(STEP_NAMESPACES);
  const leadId = useProgressStore((state) => state.leadId) ?? '';
  const consents = useCustomerConsents(leadId);
  if (!consents.data)
    return <StepLoading failed={consents.isError} onRetry={() => void consents.refetch()} />;
  return <PartnerConsentsForm route={route} leadId={leadId} consents={consents.data.consents} />;
}

function PartnerConsentsForm(props: { route: string; leadId: string; consents: readonly CustomerConsent[] }) {
  const { route, leadId } = props;
  const { t } = useTranslation(CONSENTS_NS);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const store = useProgressStoreApi();
  const step = useAfterOfferStepCall();
  // The partner's name, when the lead status has it: only for the intro (the title stays put while it loads).
  const status = useLeadStatus(leadId);
  const partner = usePartnerDisplayName(
    status.data?.status === 'partner-step' ? status.data.partner.name : undefined,
  );
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [items] = useState(() => props.consents.map(fromCustomerConsent));

  const send = async (answers: ConsentAnswer[]): Promise<SendOutcome> => {
    // Nothing asked (the call needs one answer): the step is left out, as the lender allows for an empty list.
    if (answers.length === 0) return step.skip();
    setBusy(true);
    setFailed(false);
    const updated = await updateCustomerConsents(client, { id: leadId, consents: answers });
    if (!updated.ok) {
      setBusy(false);
      if (updated.error.fieldErrors.length === 0) setFailed(true);
      return { ok: false, fieldErrors: updated.error.fieldErrors };
    }
    store.getState().setCustomerConsents(updated.data.consents);
    queryClient.setQueryData(customerConsentsQueryKey(leadId), updated.data);
    // The answers are stored and the step is done: where to next is the lender's call, read from the status.
    const next = await fetchLeadStatus(client, { id: leadId });
    setBusy(false);
    if (!next.ok) {
      // Sending again is harmless (the PUT replaces the same answers) and reads the status again.
      setFailed(true);
      return { ok: false, fieldErrors: [] };
    }
    queryClient.setQueryData(leadStatusQueryKey(leadId), next.data);
    store.getState().pushProgressState(next.data.state);
    return { ok: true };
  };

  return (
    <ConsentsForm
      draftKey={route}
      items={items}
      list="consents"
      title={t('partner.title')}
      intro={
        <p>
          {items.length === 0
            ? t('none')
            : partner
              ? t('partner.introNamed', { partner })
              : t('partner.intro')}
        </p>
      }
      submitLabel={t('submit')}
      busy={busy || step.busy}
      failure={step.failure ?? (failed ? {} : null)}
      send={send}
    />
  );
}
