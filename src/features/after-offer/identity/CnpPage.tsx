/**
 * /cnp (state 28): a Romanian lender asks for the applicant's personal numeric code (CNP, 13 digits on the ID
 * card). It is checked here as the lender checks it (century and sex digit, date, county, check digit) so a
 * typo is caught before sending; spaces typed while copying are dropped.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { CnpRequest } from '../../../../contract/after-offer';
import { submitCnp } from '../../../shared/api/operations/submit-cnp';
import { normalizeCnp, validateCnp } from '../../../shared/lib/identifiers';
import { TextField } from '../../../shared/ui/form/TextField';
import { AfterOfferStep, fieldErrorText } from '../AfterOfferStep';
import { applyServerErrors, fieldIdOf, useAfterOfferForm } from '../use-after-offer-form';
import { useAfterOfferStepCall } from '../use-step-call';
import { useStepMessages } from '../use-step-messages';
import { IDENTITY_NAMESPACE, identifierField, localizeServerErrors } from './identity-form';

export const cnpSchema = z.object({ cnp: identifierField('cnp', validateCnp) });

export type CnpValues = { cnp: string };

/** The body of POST /lead/cnp: the CNP in its compact form. */
export const cnpRequest = (id: string, values: CnpValues): CnpRequest => ({
  id,
  cnp: normalizeCnp(values.cnp),
});

export default function CnpPage() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const step = useAfterOfferStepCall();
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const messageText = useStepMessages(IDENTITY_NAMESPACE);
  const form = useAfterOfferForm<CnpValues>({ draftKey: '/cnp', schema: cnpSchema, defaults: { cnp: '' } });
  const errorOf = fieldErrorText(form.formState.errors, messageText);

  const submit = form.handleSubmit(async () => {
    const body = cnpRequest(step.leadId, form.getValues());
    const outcome = await step.send((client) => submitCnp(client, body));
    if (!outcome.ok)
      setGeneralErrors(
        applyServerErrors(form, localizeServerErrors(outcome.fieldErrors, { cnp: 'cnp.errors.refused' })),
      );
  });

  return (
    <AfterOfferStep
      title={t('cnp.title')}
      intro={<p>{t('cnp.intro')}</p>}
      errors={form.formState.errors}
      generalErrors={generalErrors}
      submitCount={form.formState.submitCount}
      onSubmit={() => void submit()}
      busy={step.busy}
      failed={step.failed}
      messageText={messageText}
    >
      <TextField
        id={fieldIdOf('cnp')}
        label={t('cnp.label')}
        hint={t('cnp.hint')}
        error={errorOf('cnp')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        {...form.register('cnp')}
      />
    </AfterOfferStep>
  );
}
