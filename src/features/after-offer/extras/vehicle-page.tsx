/**
 * /vehicle (state 16): the vehicle the applicant offers as collateral. Make and model are picked from the
 * published list (the models follow the make), the year must be one that model was made in, and the plate,
 * whether it is still being paid off and in whose name it is registered complete what the lender needs to
 * value it. Sent as POST /lead/vehicle; the funnel goes where the answer says.
 */
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { VehicleModelsResponse } from '#contract/reference-data.ts';
import { submitVehicle } from './api/submit-vehicle.ts';
import { useVehicleModels } from './api/vehicle-models.ts';
import { ChoiceGroupField } from '#shared/ui/form/choice-group-field.tsx';
import { SelectField } from '#shared/ui/form/select-field.tsx';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { StepLoading } from '../step-loading.tsx';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import {
  emptyVehicle,
  modelsOf,
  newestYear,
  OLDEST_YEAR,
  OWNERSHIP_CODES,
  toVehicleBody,
  vehicleSchema,
  type VehicleValues,
} from './vehicle-answers.ts';

export default function VehiclePage() {
  const models = useVehicleModels();
  if (!models.data) return <StepLoading failed={models.isError} onRetry={() => void models.refetch()} />;
  return <VehicleForm list={models.data} />;
}

function VehicleForm({ list }: { list: VehicleModelsResponse }) {
  const { t } = useTranslation('after-offer-extras');
  const [schema] = useState(() => vehicleSchema(list));
  const form = useAfterOfferForm<VehicleValues>({ draftKey: '/vehicle', schema, defaults: emptyVehicle });
  const { errorOf, submitWith, frame } = useStepSubmit(form, { namespace: 'after-offer-extras' });
  const make = form.watch('make');
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];

  const submit = submitWith(() => (client, id) => submitVehicle(client, toVehicleBody(id, form.getValues())));

  return (
    <AfterOfferStep
      title={t('vehicle.title')}
      intro={<p>{t('vehicle.intro')}</p>}
      {...frame}
      onSubmit={() => void submit()}
    >
      <SelectField
        id={fieldIdOf('make')}
        label={t('vehicle.make')}
        error={errorOf('make')}
        placeholder={t('choose')}
        choices={list.makes.map((entry) => ({ value: entry.name, label: entry.name }))}
        {...form.register('make', {
          // Another make's models do not apply: the model is chosen again.
          onChange: () => form.setValue('model', ''),
        })}
      />
      <SelectField
        id={fieldIdOf('model')}
        label={t('vehicle.model')}
        error={errorOf('model')}
        placeholder={make ? t('choose') : t('vehicle.chooseMakeFirst')}
        choices={modelsOf(list, make).map((model) => ({ value: model.name, label: model.name }))}
        {...form.register('model')}
      />
      <TextField
        id={fieldIdOf('year')}
        label={t('vehicle.year')}
        hint={t('vehicle.yearHint', { min: OLDEST_YEAR, max: newestYear() })}
        error={errorOf('year')}
        inputMode="numeric"
        maxLength={4}
        {...form.register('year')}
      />
      <TextField
        id={fieldIdOf('licensePlateNumber')}
        label={t('vehicle.plate')}
        hint={t('vehicle.plateHint')}
        error={errorOf('licensePlateNumber')}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        {...form.register('licensePlateNumber')}
      />
      <ChoiceGroupField
        id={fieldIdOf('isFinanced')}
        label={t('vehicle.financed')}
        hint={t('vehicle.financedHint')}
        error={errorOf('isFinanced')}
        choices={yesNo}
        {...form.register('isFinanced')}
      />
      <ChoiceGroupField
        id={fieldIdOf('ownership')}
        label={t('vehicle.ownership')}
        error={errorOf('ownership')}
        choices={OWNERSHIP_CODES.map((code) => ({
          value: code,
          label: t(`vehicle.ownershipChoices.${code}`),
        }))}
        {...form.register('ownership')}
      />
    </AfterOfferStep>
  );
}
