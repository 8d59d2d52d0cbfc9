/**
 * /cnp (state 28): a Romanian lender asks for the applicant's personal numeric code (CNP, 13 digits on the ID
 * card). It is checked here as the lender checks it (century and sex digit, date, county, check digit) so a
 * typo is caught before sending; spaces typed while copying are dropped.
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { CnpRequest } from '#contract/after-offer.ts';
import { submitCnp } from './api/submit-cnp.ts';
import { normalizeCnp, validateCnp } from '#shared/lib/identifiers/index.ts';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { IDENTITY_NAMESPACE, identifierField, localizeServerErrors } from './identity-form.ts';

export const cnpSchema = lazySchema(() => z.object({ cnp: identifierField('cnp', validateCnp) }));

export type CnpValues = { cnp: string };

/** The body of POST /lead/cnp: the CNP in its compact form. */
export const cnpRequest = (id: string, values: CnpValues): CnpRequest => ({
  id,
  cnp: normalizeCnp(values.cnp),
});

export default function CnpPage() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const form = useAfterOfferForm<CnpValues>({ draftKey: '/cnp', schema: cnpSchema, defaults: { cnp: '' } });
  const { errorOf, submitWith, frame } = useStepSubmit(form, {
    namespace: IDENTITY_NAMESPACE,
    mapErrors: (errors) => localizeServerErrors(errors, { cnp: 'cnp.errors.refused' }),
  });

  const submit = submitWith(() => (client, id) => submitCnp(client, cnpRequest(id, form.getValues())));

  return (
    <AfterOfferStep
      title={t('cnp.title')}
      intro={<p>{t('cnp.intro')}</p>}
      {...frame}
      onSubmit={() => void submit()}
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
