/**
 * /professional-details (state 27): how the applicant earns their income. The lender's mapping (GET
 * /perofesional-details-mapping) lists, per income source, the sectors and positions it knows; the questions and
 * their choices follow the source chosen, and a choice that does not belong to a newly chosen source is cleared.
 * POST /lead/professional-details; the answer names the next state.
 */
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useWatch } from 'react-hook-form';
import type { ProfessionalDetailsMappingResponse } from '#contract/reference-data.ts';
import { useProfessionalDetailsMapping } from './api/professional-details-mapping.ts';
import { submitProfessionalDetails } from './api/submit-professional-details.ts';
import { ChoiceGroupField } from '#shared/ui/form/choice-group-field.tsx';
import { SelectField } from '#shared/ui/form/select-field.tsx';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { StepLoading } from '../step-loading.tsx';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { NAMESPACE, serverFieldOf } from './form-rules.ts';
import {
  PROFESSIONAL_DEFAULTS,
  PROFESSIONAL_SERVER_NAMES,
  professionalBody,
  professionalSchema,
  questionsFor,
  sourceOf,
  type ProfessionalValues,
} from './professional-details.ts';

export default function ProfessionalDetailsPage() {
  const mapping = useProfessionalDetailsMapping();
  if (!mapping.data) return <StepLoading failed={mapping.isError} onRetry={() => void mapping.refetch()} />;
  return <ProfessionalForm mapping={mapping.data} />;
}

function ProfessionalForm({ mapping }: { mapping: ProfessionalDetailsMappingResponse }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tf } = useTranslation('fields');
  const [schema] = useState(() => professionalSchema(mapping));
  const form = useAfterOfferForm<ProfessionalValues>({
    draftKey: '/professional-details',
    schema,
    defaults: PROFESSIONAL_DEFAULTS,
  });
  const { errorOf, submitWith, frame } = useStepSubmit(form, {
    namespace: NAMESPACE,
    fieldOf: serverFieldOf(PROFESSIONAL_SERVER_NAMES),
  });
  const source = sourceOf(mapping, useWatch({ control: form.control, name: 'incomeSource' }));
  const asks = questionsFor(source);

  /** A sector or position chosen for another source is no answer for this one. */
  const clearForeignChoices = () => {
    const chosen = sourceOf(mapping, form.getValues('incomeSource'));
    if (!chosen?.jobAreas.some((area) => area.value === form.getValues('jobArea')))
      form.setValue('jobArea', '');
    if (!chosen?.positionTypes.some((position) => position.value === form.getValues('positionType')))
      form.setValue('positionType', '');
  };

  const submit = submitWith(
    (valid) => (client, id) => submitProfessionalDetails(client, professionalBody(id, valid, mapping)),
  );

  const field = (name: keyof ProfessionalValues) => ({
    id: fieldIdOf(name),
    label: t(`professional.${name}.label`),
    error: errorOf(name),
  });

  return (
    <AfterOfferStep
      title={t('professional.title')}
      intro={<p>{t('professional.intro')}</p>}
      {...frame}
      onSubmit={() => void submit()}
    >
      <ChoiceGroupField
        {...field('incomeSource')}
        choices={mapping.incomeSources}
        {...form.register('incomeSource', { onChange: clearForeignChoices })}
      />
      {source && asks.jobArea && (
        <SelectField
          {...field('jobArea')}
          hint={t('professional.jobArea.hint')}
          choices={source.jobAreas}
          placeholder={tf('form.choose')}
          {...form.register('jobArea')}
        />
      )}
      {source && asks.position && (
        <>
          <SelectField
            {...field('positionType')}
            choices={source.positionTypes}
            placeholder={tf('form.choose')}
            {...form.register('positionType')}
          />
          <TextField
            {...field('jobTitle')}
            hint={t('professional.jobTitle.hint')}
            autoComplete="organization-title"
            {...form.register('jobTitle')}
          />
        </>
      )}
    </AfterOfferStep>
  );
}
