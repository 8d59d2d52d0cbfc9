/**
 * /reference-details (state 32): one to three people the lender may call. The applicant starts with one and may
 * add up to three and remove any but the last. Each number must be a number of the market's country, and not the
 * applicant's own (read from the lead when the app holds it) nor one given for another reference. The lender
 * needs at least one reference, so the step cannot be skipped.
 */
import './references.css';
import { useEffect, useState } from 'react';
import { useFieldArray, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { market } from '#markets/market.ts';
import { submitReferenceDetails } from './api/submit-reference-details.ts';
import { SelectField } from '#shared/ui/form/select-field.tsx';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { useProgressStore, useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import {
  EMPTY_REFERENCE,
  MAX_REFERENCES,
  MIN_REFERENCES,
  REFERENCE_TYPES,
  referencesFromDraft,
  referencesRequest,
  referencesSchema,
  type ReferencesForm,
} from './reference-details.ts';

/** Shared with the other details screens; this one's keys are under `references`. */
const NAMESPACE = 'after-offer-details';
const DRAFT_KEY = '/reference-details';

/** One reference: name, phone number and relation, with "remove" while more than the fewest are left. */
function ReferenceFieldset({
  index,
  register,
  errorOf,
  types,
  onRemove,
}: {
  index: number;
  register: UseFormRegister<ReferencesForm>;
  errorOf: (name: string) => string | undefined;
  types: { value: string; label: string }[];
  /** Undefined when no more can be removed. */
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: fieldText } = useTranslation('fields');
  const name = (key: string) => `references.${index}.${key}` as const;
  return (
    <fieldset id={fieldIdOf(`references.${index}`)} className="reference-entry" tabIndex={-1}>
      <legend>{t('references.entry', { number: index + 1 })}</legend>
      <TextField
        id={fieldIdOf(name('name'))}
        label={t('references.name.label')}
        error={errorOf(name('name'))}
        // Someone else's details: the browser must not fill in the applicant's own.
        autoComplete="off"
        maxLength={120}
        {...register(`references.${index}.name`)}
      />
      <TextField
        id={fieldIdOf(name('phoneNumber'))}
        label={t('references.phone.label')}
        hint={t('references.phone.hint')}
        error={errorOf(name('phoneNumber'))}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        prefix={market.country.phonePrefix}
        {...register(`references.${index}.phoneNumber`)}
      />
      <SelectField
        id={fieldIdOf(name('type'))}
        label={t('references.type.label')}
        error={errorOf(name('type'))}
        choices={types}
        placeholder={fieldText('form.choose')}
        {...register(`references.${index}.type`)}
      />
      {onRemove && (
        <button type="button" className="button button--secondary" onClick={onRemove}>
          {t('references.remove', { number: index + 1 })}
        </button>
      )}
    </fieldset>
  );
}

export default function ReferenceDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const store = useProgressStoreApi();
  const applicantPhone = useProgressStore((state) => state.application.contactDetails?.phoneNumber);
  const [removed, setRemoved] = useState<{ number: number; focus: number } | null>(null);
  const country = market.target.country;
  // A stored list is cleaned before the form reads it: entries the form could not show would break it.
  useState(() => {
    const draft = store.getState().readDraft(DRAFT_KEY);
    if (draft) store.getState().saveDraft(DRAFT_KEY, { references: referencesFromDraft(draft.references) });
  });
  const [schema] = useState(() => referencesSchema(country, applicantPhone));
  const form = useAfterOfferForm<ReferencesForm>({
    draftKey: DRAFT_KEY,
    schema,
    defaults: { references: [{ ...EMPTY_REFERENCE }] },
  });
  const list = useFieldArray({ control: form.control, name: 'references' });
  const { step, errorOf, submitWith, frame } = useStepSubmit(form, { namespace: NAMESPACE });
  const types = REFERENCE_TYPES.map((value) => ({ value, label: t(`references.type.choices.${value}`) }));

  // After a removal, focus goes to the reference that took its place (its button is gone).
  useEffect(() => {
    if (removed) form.setFocus(`references.${removed.focus}.name`);
  }, [removed, form]);

  const submit = submitWith(async () => {
    const body = await referencesRequest(step.leadId, form.getValues(), country);
    return (client) => submitReferenceDetails(client, body);
  });

  const remove = (index: number) => {
    list.remove(index);
    setRemoved({ number: index + 1, focus: Math.max(0, index - 1) });
  };

  return (
    <AfterOfferStep
      title={t('references.title')}
      intro={<p>{t('references.intro')}</p>}
      {...frame}
      onSubmit={() => void submit()}
    >
      {list.fields.map((field, index) => (
        <ReferenceFieldset
          key={field.id}
          index={index}
          register={form.register}
          errorOf={errorOf}
          types={types}
          onRemove={list.fields.length > MIN_REFERENCES ? () => remove(index) : undefined}
        />
      ))}
      <div className="reference-actions" id={fieldIdOf('references')} tabIndex={-1}>
        {errorOf('references') && <p className="field-error">{errorOf('references')}</p>}
        {list.fields.length < MAX_REFERENCES ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setRemoved(null);
              list.append({ ...EMPTY_REFERENCE });
            }}
          >
            {t('references.add')}
          </button>
        ) : (
          <p className="field-hint">{t('references.full', { max: MAX_REFERENCES })}</p>
        )}
        <p role="status" className="field-hint">
          {removed && t('references.removed', { number: removed.number })}
        </p>
      </div>
    </AfterOfferStep>
  );
}
