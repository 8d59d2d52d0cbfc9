/**
 * /change-mobile-number (state 15): the applicant gives the number the code should go to. The server sends a
 * new code there (PUT /v2/customer/mobile); the lead status then names the next step (verification of the new
 * number, or what the lender asks next), and the funnel follows it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { z } from 'zod';
import { market } from '#markets/market.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import { changeMobile } from './api/change-mobile.ts';
import { fetchLeadStatus, leadStatusQueryKey } from '#shared/api/operations/lead-status.ts';
import { parsePhone } from '#shared/lib/phone.ts';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { useProgressStore, useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { includesState } from '#features/funnel/progress.ts';
import { AfterOfferStep, fieldErrorText } from '../after-offer-step.tsx';
import { applyServerErrors, fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { useStepMessages } from '../use-step-messages.ts';
import type { ApiError } from '#shared/api/api-error.ts';

const VERIFICATION_STATE = 7;

export const phoneChangeSchema = (country: string) =>
  z.object({
    phoneNumber: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .superRefine(async (value, context) => {
        const parsed = await parsePhone(value, country);
        if (!parsed.ok) context.addIssue({ code: 'custom', message: `validation.phone.${parsed.error}` });
      }),
  });

export default function ChangeMobileNumberPage() {
  const { t } = useTranslation('after-offer');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const store = useProgressStoreApi();
  const leadId = useProgressStore((state) => state.leadId) ?? '';
  const cameFromVerification = useProgressStore((state) =>
    includesState(state.progressState, VERIFICATION_STATE),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const messageText = useStepMessages('after-offer');
  const form = useAfterOfferForm({
    draftKey: '/change-mobile-number',
    schema: phoneChangeSchema(market.target.country),
    defaults: { phoneNumber: '' },
  });
  const errorOf = fieldErrorText(form.formState.errors, messageText);

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    const parsed = await parsePhone(values.phoneNumber, market.target.country);
    const phoneNumber = parsed.ok ? parsed.national : String(values.phoneNumber);
    const changed = await changeMobile(client, { id: leadId, phoneNumber });
    if (!changed.ok) {
      setBusy(false);
      if (changed.error.fieldErrors.length === 0) setFailure(changed.error);
      else setGeneralErrors(applyServerErrors(form, changed.error.fieldErrors));
      return;
    }
    // The number is changed: where to next is the lender's call, read from the lead status.
    const status = await fetchLeadStatus(client, { id: leadId });
    setBusy(false);
    if (!status.ok) {
      store.getState().pushProgressState(VERIFICATION_STATE);
      return;
    }
    queryClient.setQueryData(leadStatusQueryKey(leadId), status.data);
    store.getState().pushProgressState(status.data.state);
  });

  return (
    <AfterOfferStep
      title={t('changeNumber.title')}
      intro={<p>{t('changeNumber.intro')}</p>}
      errors={form.formState.errors}
      generalErrors={generalErrors}
      submitCount={form.formState.submitCount}
      onSubmit={() => void submit()}
      submitLabel={t('changeNumber.submit')}
      busy={busy}
      failure={failure}
      messageText={messageText}
      {...(cameFromVerification
        ? {
            skip: {
              label: t('changeNumber.back'),
              onSkip: () => store.getState().pushProgressState(VERIFICATION_STATE),
            },
          }
        : {})}
    >
      <TextField
        id={fieldIdOf('phoneNumber')}
        label={t('changeNumber.phone')}
        hint={t('changeNumber.phoneHint')}
        error={errorOf('phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        prefix={market.country.phonePrefix}
        {...form.register('phoneNumber')}
      />
    </AfterOfferStep>
  );
}
