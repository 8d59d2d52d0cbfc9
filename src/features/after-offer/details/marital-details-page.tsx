/**
 * /marital-details (state 23): marital status and how many people live on the applicant's income; for a married
 * applicant or one in a civil partnership, also the spouse's name and monthly income (the lender counts the
 * household's money). Answers from the application form start the step; the lender does not let it be skipped.
 */
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { market } from '#markets/market.ts';
import { submitMaritalDetails } from './api/submit-marital-details.ts';
import { ChoiceGroupField } from '#shared/ui/form/choice-group-field.tsx';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { useStepSubmit } from '../use-step-submit.ts';
import { amountInput } from './amount-text.ts';
import {
  hasSpouse,
  MARITAL_STATUSES,
  maritalDefaults,
  maritalRequest,
  maritalSchema,
  type MaritalForm,
} from './marital-details.ts';

/** Shared with the other details screens; this one's keys are under `marital`. */
const NAMESPACE = 'after-offer-details';

export default function MaritalDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const store = useProgressStoreApi();
  const [defaults] = useState(() => maritalDefaults(store.getState().application.otherDetails));
  const form = useAfterOfferForm<MaritalForm>({
    draftKey: '/marital-details',
    schema: maritalSchema,
    defaults,
  });
  const status = useWatch({ control: form.control, name: 'maritalStatus' });
  const { errorOf, submitWith, frame } = useStepSubmit(form, { namespace: NAMESPACE });
  const submit = submitWith(
    () => (client, id) => submitMaritalDetails(client, maritalRequest(id, form.getValues())),
  );

  return (
    <AfterOfferStep
      title={t('marital.title')}
      intro={<p>{t('marital.intro')}</p>}
      {...frame}
      onSubmit={() => void submit()}
    >
      <ChoiceGroupField
        id={fieldIdOf('maritalStatus')}
        label={t('marital.status.label')}
        error={errorOf('maritalStatus')}
        choices={MARITAL_STATUSES.map((value) => ({ value, label: t(`marital.status.choices.${value}`) }))}
        {...form.register('maritalStatus')}
      />
      <TextField
        id={fieldIdOf('numberOfDependants')}
        label={t('marital.dependants.label')}
        hint={t('marital.dependants.hint')}
        error={errorOf('numberOfDependants')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
        {...form.register('numberOfDependants')}
      />
      {hasSpouse(status) && (
        <section aria-labelledby="spouse-heading">
          <h2 id="spouse-heading">{t('marital.spouse.heading')}</h2>
          <TextField
            id={fieldIdOf('spouseFirstName')}
            label={t('marital.spouse.firstName')}
            error={errorOf('spouseFirstName')}
            // Not the applicant's own name: the browser must not fill it in from their profile.
            autoComplete="off"
            maxLength={60}
            {...form.register('spouseFirstName')}
          />
          <TextField
            id={fieldIdOf('spouseLastName')}
            label={t('marital.spouse.lastName')}
            error={errorOf('spouseLastName')}
            autoComplete="off"
            maxLength={60}
            {...form.register('spouseLastName')}
          />
          <TextField
            id={fieldIdOf('spouseMonthlyIncome')}
            label={t('marital.spouse.income')}
            hint={t('marital.spouse.incomeHint', { currency: market.country.currency })}
            error={errorOf('spouseMonthlyIncome')}
            autoComplete="off"
            {...amountInput}
            {...form.register('spouseMonthlyIncome')}
          />
        </section>
      )}
    </AfterOfferStep>
  );
}
