/**
 * /additional-employment-details (state 21): after the offer the lender asks where the applicant works and what
 * they earn there, to verify the employment (it may call the work number). POST /lead/employment-details; the
 * answer names the next state. Not skippable: a lender that asks for this cannot pay out without it.
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { market } from '#markets/market.ts';
import { submitEmploymentDetails } from './api/submit-employment-details.ts';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import {
  EMPLOYMENT_DEFAULTS,
  EMPLOYMENT_SERVER_NAMES,
  employmentBody,
  employmentSchema,
  type EmploymentValues,
} from './employment-details.ts';
import { NAMESPACE, nationalPhone, serverFieldOf } from './form-rules.ts';
import { dateFormatParams } from '#shared/i18n/date-format-params.ts';

export default function AdditionalEmploymentPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tf } = useTranslation('fields');
  const form = useAfterOfferForm<EmploymentValues>({
    draftKey: '/additional-employment-details',
    schema: employmentSchema,
    defaults: EMPLOYMENT_DEFAULTS,
  });
  const { errorOf, submitWith, frame } = useStepSubmit(form, {
    namespace: NAMESPACE,
    fieldOf: serverFieldOf(EMPLOYMENT_SERVER_NAMES),
  });

  const submit = submitWith(async (values) => {
    const workPhone = await nationalPhone(values.workPhone);
    return (client, id) => submitEmploymentDetails(client, employmentBody(id, values, workPhone));
  });

  const field = (name: keyof EmploymentValues) => ({
    id: fieldIdOf(name),
    label: t(`employment.${name}.label`),
    error: errorOf(name),
    ...form.register(name),
  });

  return (
    <AfterOfferStep
      title={t('employment.title')}
      intro={<p>{t('employment.intro')}</p>}
      {...frame}
      onSubmit={() => void submit()}
    >
      <TextField
        {...field('employerName')}
        hint={t('employment.employerName.hint')}
        autoComplete="organization"
      />
      <TextField {...field('jobTitle')} autoComplete="organization-title" />
      <h2>{t('employment.addressTitle')}</h2>
      <TextField {...field('employerStreet')} autoComplete="section-employer address-line1" />
      <TextField {...field('employerHouseNumber')} hint={t('employment.employerHouseNumber.hint')} />
      <TextField
        {...field('employerPostalCode')}
        autoComplete="section-employer postal-code"
        inputMode={market.country.postcodeInputMode}
      />
      <TextField {...field('employerCity')} autoComplete="section-employer address-level2" />
      <TextField {...field('employerProvince')} autoComplete="section-employer address-level1" />
      <TextField
        {...field('workPhone')}
        hint={t('employment.workPhone.hint')}
        type="tel"
        inputMode="tel"
        autoComplete="work tel-national"
        prefix={market.country.phonePrefix}
      />
      <h2>{t('employment.incomeTitle')}</h2>
      <TextField
        {...field('startedAt')}
        hint={tf('form.dateFormat', dateFormatParams(market.country.dateStyle))}
      />
      <TextField
        {...field('monthlyIncome')}
        hint={t('employment.monthlyIncome.hint', { currency: market.country.currency })}
        inputMode="decimal"
        prefix={market.country.currencySymbol}
      />
      <TextField {...field('payday')} hint={t('employment.payday.hint')} inputMode="numeric" maxLength={2} />
    </AfterOfferStep>
  );
}
