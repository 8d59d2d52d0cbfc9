/**
 * /additional-personal-details (state 22): know-your-customer details a lender asks after the offer, copied
 * from the identity document (names, document number, issue date and authority), citizenship and birth, and
 * whether the applicant is a politically exposed person. The countries are the server's list, in the page's
 * language. POST /lead/personal-details; the answer names the next state. Not skippable: the law requires it.
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { Choice } from '#contract/primitives.ts';
import { market } from '#markets/market.ts';
import { localeOfLanguageTag } from '#markets/matrix.ts';
import { useChoices } from './api/choices.ts';
import { submitPersonalDetails } from './api/submit-personal-details.ts';
import { ChoiceGroupField } from '#shared/ui/form/choice-group-field.tsx';
import { SelectField } from '#shared/ui/form/select-field.tsx';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { StepLoading } from '../step-loading.tsx';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { CODE_INPUT, NAMESPACE, serverFieldOf } from './form-rules.ts';
import { dateFormatParams } from '#shared/i18n/date-format-params.ts';
import {
  PERSONAL_DEFAULTS,
  PERSONAL_SERVER_NAMES,
  personalBody,
  personalSchema,
  type PersonalValues,
} from './personal-details.ts';

export default function AdditionalPersonalPage() {
  const { i18n } = useTranslation(NAMESPACE);
  const locale = localeOfLanguageTag(i18n.language);
  const countries = useChoices({ list: 'country', ...(locale ? { locale } : {}) });
  if (!countries.data)
    return <StepLoading failed={countries.isError} onRetry={() => void countries.refetch()} />;
  return <PersonalForm countries={countries.data.choices} />;
}

function PersonalForm({ countries }: { countries: readonly Choice[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tf } = useTranslation('fields');
  const form = useAfterOfferForm<PersonalValues>({
    draftKey: '/additional-personal-details',
    schema: personalSchema,
    defaults: PERSONAL_DEFAULTS,
  });
  const { errorOf, submitWith, frame } = useStepSubmit(form, {
    namespace: NAMESPACE,
    fieldOf: serverFieldOf(PERSONAL_SERVER_NAMES),
  });
  const yesNo = [
    { value: 'yes', label: tf('form.yes') },
    { value: 'no', label: tf('form.no') },
  ];

  const submit = submitWith(
    (valid) => (client, id) => submitPersonalDetails(client, personalBody(id, valid, countries)),
  );

  const field = (name: keyof PersonalValues) => ({
    id: fieldIdOf(name),
    label: t(`personal.${name}.label`),
    error: errorOf(name),
    ...form.register(name),
  });
  const optional = (name: keyof PersonalValues) => ({
    ...field(name),
    label: tf('form.optional', { label: t(`personal.${name}.label`) }),
  });

  return (
    <AfterOfferStep
      title={t('personal.title')}
      intro={<p>{t('personal.intro')}</p>}
      {...frame}
      onSubmit={() => void submit()}
    >
      <TextField
        {...optional('middleName')}
        hint={t('personal.middleName.hint')}
        autoComplete="additional-name"
      />
      {/* No autocomplete token for a second surname: family-name would fill it with the first one. */}
      <TextField {...optional('secondLastName')} hint={t('personal.secondLastName.hint')} />
      <h2>{t('personal.documentTitle')}</h2>
      <TextField
        {...field('idCardNumber')}
        hint={t('personal.idCardNumber.hint')}
        maxLength={30}
        {...CODE_INPUT}
      />
      <TextField
        {...field('idCardIssuedAt')}
        hint={tf('form.dateFormat', dateFormatParams(market.country.dateStyle))}
      />
      <TextField {...field('idCardIssuedAuthority')} hint={t('personal.idCardIssuedAuthority.hint')} />
      <h2>{t('personal.birthTitle')}</h2>
      <SelectField {...field('citizenship')} choices={countries} placeholder={tf('form.choose')} />
      <SelectField {...field('countryOfBirth')} choices={countries} placeholder={tf('form.choose')} />
      <TextField {...field('cityOfBirth')} />
      <h2>{t('personal.pepTitle')}</h2>
      <ChoiceGroupField
        {...field('isPoliticallyExposed')}
        hint={t('personal.isPoliticallyExposed.hint')}
        choices={yesNo}
      />
      <ChoiceGroupField
        {...field('connectedToPep')}
        hint={t('personal.connectedToPep.hint')}
        choices={yesNo}
      />
    </AfterOfferStep>
  );
}
