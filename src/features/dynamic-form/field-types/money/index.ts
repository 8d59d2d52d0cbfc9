/**
 * An amount in the country's currency, cents at most, never negative. It is shown grouped the country's way
 * ($10,000 in Mexico, 10.000 € in Spain, 10 000 zł in Poland) and read back from any grouping typed.
 */
import { formatAmount, formatMoney } from '#shared/lib/money.ts';
import { message } from '#shared/i18n/validation-message.ts';
import type { FieldTypeModule } from '../field-type-module.ts';
import { checkLimits } from '../shared/number-rules.ts';
import { readNumber } from '../shared/read-input.ts';
import { savedAsText } from '../shared/saved-input.ts';
import { MoneyView } from './money-view.tsx';

export const moneyFieldType: FieldTypeModule<number> = {
  valueType: 'number',
  inputMode: () => 'decimal',
  View: MoneyView,
  toSubmitted: (raw, context) => readNumber(raw, context, 2, 'validation.money'),
  // Never negative, whatever the configuration says; the limits in the message are money ($500, 500 zł).
  validate: (value, context) => {
    const { intlLocale, currency } = context.rules.money;
    const written = (amount: number) => formatMoney(amount, intlLocale, currency);
    return checkLimits(value, context, 0, {
      range: (min, max) => message('validation.amount.range', { min: written(min), max: written(max) }),
      min: (min) => message('validation.amount.min', { min: written(min) }),
      max: (max) => message('validation.amount.max', { max: written(max) }),
      step: (step, min) => message('validation.amount.step', { step: written(step), min: written(min) }),
    });
  },
  toInput: (saved, rules) =>
    typeof saved === 'number' && Number.isFinite(saved)
      ? formatAmount(saved, rules.money.intlLocale)
      : savedAsText(saved, rules),
  // With its currency, as the country writes it: "$10,000.00", "10.000,00 €".
  reviewText: (saved, { rules }) =>
    typeof saved === 'number' ? formatMoney(saved, rules.money.intlLocale, rules.money.currency) : undefined,
};
