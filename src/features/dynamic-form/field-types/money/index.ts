/** An amount in the country's currency, cents at most, never negative. */
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
  // Never negative, whatever the configuration says.
  validate: (value, context) => checkLimits(value, context, 0),
  toInput: savedAsText,
};
