/**
 * /aide (state 24): public assistance the lender counts as income. The applicant says whether they receive
 * any; with a "yes" they say which kind and how much a month, in the market's currency. Sent as POST /lead/aide.
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { market } from '#markets/market.ts';
import { submitAide } from './api/submit-aide.ts';
import { ChoiceGroupField } from '#shared/ui/form/choice-group-field.tsx';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { AID_TYPES, aideSchema, emptyAide, toAideBody, type AideValues } from './aide-answers.ts';

export default function AidePage() {
  const { t } = useTranslation('after-offer-extras');
  const form = useAfterOfferForm<AideValues>({ draftKey: '/aide', schema: aideSchema, defaults: emptyAide });
  const { errorOf, submitWith, frame } = useStepSubmit(form, { namespace: 'after-offer-extras' });
  const receivesAid = form.watch('receivesAid');

  const submit = submitWith(() => (client, id) => submitAide(client, toAideBody(id, form.getValues())));

  return (
    <AfterOfferStep
      title={t('aide.title')}
      intro={<p>{t('aide.intro')}</p>}
      {...frame}
      onSubmit={() => void submit()}
    >
      <ChoiceGroupField
        id={fieldIdOf('receivesAid')}
        label={t('aide.receivesAid')}
        hint={t('aide.receivesAidHint')}
        error={errorOf('receivesAid')}
        choices={[
          { value: 'yes', label: t('yes') },
          { value: 'no', label: t('no') },
        ]}
        {...form.register('receivesAid')}
      />
      {receivesAid === 'yes' && (
        <>
          <ChoiceGroupField
            id={fieldIdOf('aidType')}
            label={t('aide.aidType')}
            hint={t('aide.aidTypeHint')}
            error={errorOf('aidType')}
            choices={AID_TYPES.map((code) => ({ value: code, label: t(`aide.aidTypes.${code}`) }))}
            {...form.register('aidType')}
          />
          <TextField
            id={fieldIdOf('monthlyAidAmount')}
            label={t('aide.amount', { currency: market.country.currency })}
            hint={t('aide.amountHint')}
            error={errorOf('monthlyAidAmount')}
            inputMode="decimal"
            prefix={market.country.currencySymbol}
            {...form.register('monthlyAidAmount')}
          />
        </>
      )}
    </AfterOfferStep>
  );
}
