/**
 * /credit-details (partner credit step 26): the partner lender checks affordability from the applicant's monthly
 * costs (housing, living costs, other loans) and whether they have fallen behind on repayments before. Amounts are
 * per month in the market's currency. The partner needs every answer, so the step cannot be skipped.
 */
import { useWatch } from 'react-hook-form';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { market } from '#markets/market.ts';
import { submitCreditDetails } from './api/submit-credit-details.ts';
import { ChoiceGroupField } from '#shared/ui/form/choice-group-field.tsx';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { amountInput } from './amount-text.ts';
import {
  creditFieldOf,
  creditRequest,
  creditSchema,
  EMPTY_CREDIT_FORM,
  HOUSING,
  YES_NO,
  type CreditForm,
} from './credit-details.ts';

/** Shared with the other details screens; this one's keys are under `credit`. */
const NAMESPACE = 'after-offer-details';

export default function CreditDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: fieldText } = useTranslation('fields');
  const form = useAfterOfferForm<CreditForm>({
    draftKey: '/credit-details',
    schema: creditSchema,
    defaults: EMPTY_CREDIT_FORM,
  });
  const [housing, hasOtherLoans] = useWatch({ control: form.control, name: ['housing', 'hasOtherLoans'] });
  const { errorOf, submitWith, frame } = useStepSubmit(form, {
    namespace: NAMESPACE,
    fieldOf: creditFieldOf,
  });
  const yesNo = YES_NO.map((value) => ({ value, label: fieldText(`form.${value}`) }));

  const submit = submitWith(
    () => (client, id) => submitCreditDetails(client, creditRequest(id, form.getValues())),
  );

  const amount = (name: keyof CreditForm, label: string, hint?: string) => (
    <TextField
      id={fieldIdOf(name)}
      label={label}
      {...(hint ? { hint } : {})}
      error={errorOf(name)}
      autoComplete="off"
      {...amountInput}
      {...form.register(name)}
    />
  );

  return (
    <AfterOfferStep
      title={t('credit.title')}
      intro={<p>{t('credit.intro', { currency: market.country.currency })}</p>}
      {...frame}
      onSubmit={() => void submit()}
    >
      <ChoiceGroupField
        id={fieldIdOf('housing')}
        label={t('credit.housing.label')}
        error={errorOf('housing')}
        choices={HOUSING.map((value) => ({ value, label: t(`credit.housing.choices.${value}`) }))}
        {...form.register('housing')}
      />
      {housing === 'rent' && amount('rentAmount', t('credit.rent.label'))}
      {housing === 'mortgage' && amount('monthlyMortgageAmount', t('credit.mortgage.label'))}
      {amount('monthlyExpenses', t('credit.living.label'), t('credit.living.hint'))}
      <ChoiceGroupField
        id={fieldIdOf('hasOtherLoans')}
        label={t('credit.otherLoans.label')}
        error={errorOf('hasOtherLoans')}
        choices={yesNo}
        {...form.register('hasOtherLoans')}
      />
      {hasOtherLoans === 'yes' && (
        <>
          {amount('monthlyCreditCommitments', t('credit.commitments.label'), t('credit.commitments.hint'))}
          {amount('totalDebtAmount', t('credit.totalDebt.label'), t('credit.totalDebt.hint'))}
        </>
      )}
      <ChoiceGroupField
        id={fieldIdOf('negativeCreditHistory')}
        label={t('credit.negative.label')}
        hint={t('credit.negative.hint')}
        error={errorOf('negativeCreditHistory')}
        choices={yesNo}
        {...form.register('negativeCreditHistory')}
      />
    </AfterOfferStep>
  );
}
