/**
 * An amount in the country's currency, cents at most, never negative. It is shown grouped the country's way
 * ($10,000 in Mexico, 10.000 € in Spain, 10 000 zł in Poland) and read back from any grouping typed.
 */
import { formatAmount, formatMoney } from '../../../../shared/lib/money';
import { message } from '../../../../shared/i18n/validation-message.ts';
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
  // Never negative, whatever the configuration says; an amount between two limits names both, as money.
  validate: (value, context) => {
    const { intlLocale, currency } = context.rules.money;
    return checkLimits(value, context, 0, (min, max) =>
      message('validation.amount.range', {
        min: formatMoney(min, intlLocale, currency),
        max: formatMoney(max, intlLocale, currency),
      }),
    );
  },
  toInput: (saved, rules) =>
    typeof saved === 'number' && Number.isFinite(saved)
      ? formatAmount(saved, rules.money.intlLocale)
      : savedAsText(saved, rules),
};
