/**
 * /customer-debts (state 31): the applicant's existing debts. "No" is a full answer (an empty list is sent);
 * "Yes" opens the list with one debt, to which more can be added (up to MAX_DEBTS) and from which any but the
 * last can be removed. The monthly payments are added up as they are typed. A server error on one debt's field
 * (`debts.2.monthlyPayment`) is shown at that field. Sent as POST /lead/customer-debts.
 */
import './extras.css';
import { useRef, type RefObject } from 'react';
import { useFieldArray, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { market } from '#markets/market.ts';
import { submitCustomerDebts } from './api/submit-customer-debts.ts';
import { ChoiceGroupField } from '#shared/ui/form/choice-group-field.tsx';
import { SelectField } from '#shared/ui/form/select-field.tsx';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { formatAmount } from './answers.ts';
import {
  DEBT_TYPES,
  debtsSchema,
  emptyDebt,
  emptyDebts,
  MAX_DEBTS,
  monthlyTotal,
  toDebtsBody,
  type DebtsValues,
} from './debts-answers.ts';

/** A yes / no choice, as its choice group takes it. */
type YesNoChoices = { value: string; label: string }[];

/** One debt of the list: its creditor, type, amounts and whether it is overdue, and "remove" while others are left. */
function DebtFieldset({
  index,
  register,
  errorOf,
  yesNo,
  onRemove,
}: {
  index: number;
  register: UseFormRegister<DebtsValues>;
  errorOf: (name: string) => string | undefined;
  yesNo: YesNoChoices;
  /** Undefined when this is the only debt: the last one cannot be removed. */
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation('after-offer-extras');
  const name = (part: keyof typeof emptyDebt) => `debts.${index}.${part}` as const;
  const number = index + 1;
  return (
    <fieldset className="debt" data-testid={`debt-${number}`}>
      <legend className="debt-title">{t('debts.debtNumber', { number })}</legend>
      <TextField
        id={fieldIdOf(name('creditor'))}
        label={t('debts.creditor')}
        hint={t('debts.creditorHint')}
        error={errorOf(name('creditor'))}
        maxLength={120}
        {...register(name('creditor'))}
      />
      <SelectField
        id={fieldIdOf(name('type'))}
        label={t('debts.type')}
        error={errorOf(name('type'))}
        placeholder={t('choose')}
        choices={DEBT_TYPES.map((code) => ({ value: code, label: t(`debts.types.${code}`) }))}
        {...register(name('type'))}
      />
      <TextField
        id={fieldIdOf(name('outstandingAmount'))}
        label={t('debts.outstanding')}
        hint={t('debts.outstandingHint')}
        error={errorOf(name('outstandingAmount'))}
        inputMode="decimal"
        prefix={market.country.currencySymbol}
        {...register(name('outstandingAmount'))}
      />
      <TextField
        id={fieldIdOf(name('monthlyPayment'))}
        label={t('debts.monthly')}
        hint={t('debts.monthlyHint')}
        error={errorOf(name('monthlyPayment'))}
        inputMode="decimal"
        prefix={market.country.currencySymbol}
        {...register(name('monthlyPayment'))}
      />
      <ChoiceGroupField
        id={fieldIdOf(name('overdue'))}
        label={t('debts.overdue')}
        error={errorOf(name('overdue'))}
        choices={yesNo}
        {...register(name('overdue'))}
      />
      {onRemove && (
        <button type="button" className="debt-remove" onClick={onRemove}>
          {t('debts.remove', { number })}
        </button>
      )}
    </fieldset>
  );
}

/** Under the list: "add a debt" (or the note that the limit is reached), then the monthly payments added up. */
function DebtsListFooter({
  count,
  debts,
  addButtonRef,
  onAdd,
}: {
  count: number;
  debts: DebtsValues['debts'];
  addButtonRef: RefObject<HTMLButtonElement | null>;
  onAdd: () => void;
}) {
  const { t } = useTranslation('after-offer-extras');
  return (
    <>
      {count < MAX_DEBTS ? (
        <button
          ref={addButtonRef}
          type="button"
          className="button button--secondary debts-add"
          onClick={onAdd}
        >
          {t('debts.add')}
        </button>
      ) : (
        <p className="debts-note">{t('debts.limit', { max: MAX_DEBTS })}</p>
      )}
      <p className="debts-total" data-testid="debts-total">
        {t('debts.total', { amount: formatAmount(monthlyTotal(debts)) })}
      </p>
    </>
  );
}

export default function CustomerDebtsPage() {
  const { t } = useTranslation('after-offer-extras');
  const form = useAfterOfferForm<DebtsValues>({
    draftKey: '/customer-debts',
    schema: debtsSchema,
    defaults: emptyDebts,
  });
  const list = useFieldArray({ control: form.control, name: 'debts', keyName: 'key' });
  const addButton = useRef<HTMLButtonElement>(null);
  const { errorOf, submitWith, frame } = useStepSubmit(form, { namespace: 'after-offer-extras' });
  const hasDebts = form.watch('hasDebts');
  const debts = form.watch('debts');
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];

  const submit = submitWith(
    () => (client, id) => submitCustomerDebts(client, toDebtsBody(id, form.getValues())),
  );

  const removeDebt = (index: number) => {
    list.remove(index);
    // The removed debt's button is gone with it: focus goes where the list continues.
    addButton.current?.focus();
  };

  return (
    <AfterOfferStep
      title={t('debts.title')}
      intro={<p>{t('debts.intro')}</p>}
      {...frame}
      onSubmit={() => void submit()}
    >
      <ChoiceGroupField
        id={fieldIdOf('hasDebts')}
        label={t('debts.hasDebts')}
        hint={t('debts.hasDebtsHint')}
        error={errorOf('hasDebts')}
        choices={yesNo}
        {...form.register('hasDebts', {
          // A "yes" opens the list with its first debt, ready to fill in.
          onChange: (event: { target: { value: string } }) => {
            if (event.target.value === 'yes' && form.getValues('debts').length === 0)
              list.append(emptyDebt, { shouldFocus: false });
          },
        })}
      />
      {hasDebts === 'yes' && (
        <>
          {list.fields.map((field, index) => (
            <DebtFieldset
              key={field.key}
              index={index}
              register={form.register}
              errorOf={errorOf}
              yesNo={yesNo}
              onRemove={list.fields.length > 1 ? () => removeDebt(index) : undefined}
            />
          ))}
          <DebtsListFooter
            count={list.fields.length}
            debts={debts}
            addButtonRef={addButton}
            onAdd={() =>
              list.append(emptyDebt, {
                shouldFocus: true,
                focusName: `debts.${list.fields.length}.creditor`,
              })
            }
          />
        </>
      )}
    </AfterOfferStep>
  );
}
