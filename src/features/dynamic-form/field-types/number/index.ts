/** A count or a measure: whole numbers unless the registry allows decimals (a surface area). */
import type { FieldTypeModule } from '../field-type-module.ts';
import { checkLimits } from '../shared/number-rules.ts';
import { readNumber } from '../shared/read-input.ts';
import { savedAsText } from '../shared/saved-input.ts';
import { PlainTextView } from '../shared/text-views.tsx';

export const numberFieldType: FieldTypeModule<number> = {
  valueType: 'number',
  inputMode: (field) => (field.decimals ? 'decimal' : 'numeric'),
  View: PlainTextView,
  toSubmitted: (raw, context) => readNumber(raw, context, context.field.decimals ?? 0, 'validation.number'),
  validate: checkLimits,
  toInput: savedAsText,
};
