/**
 * The loan's term, counted in the unit of the page's loan product (days for a Polish chwilówka, months for a
 * Mexican personal loan): whole numbers within the product's limits. The help, the unit beside the input and the
 * message name that unit, through the `_days` / `_months` i18n contexts and plurals.
 */
import { message } from '#shared/i18n/validation-message.ts';
import type { FieldTypeModule } from '../field-type-module.ts';
import { checkLimits } from '../shared/number-rules.ts';
import { readNumber } from '../shared/read-input.ts';
import { savedAsText } from '../shared/saved-input.ts';
import { TermView } from './term-view.tsx';

export const termFieldType: FieldTypeModule<number> = {
  valueType: 'number',
  inputMode: () => 'numeric',
  View: TermView,
  textContext: (rules) => rules.termUnit,
  toSubmitted: (raw, context) => readNumber(raw, context, 0, 'validation.number'),
  validate: (value, context) => {
    const unit = context.rules.termUnit;
    return checkLimits(value, context, 1, {
      range: (min, max) => message('validation.term.range', { min, max, count: max, context: unit }),
      step: (step, min) => message('validation.term.step', { step, min, context: unit }),
    });
  },
  toInput: savedAsText,
  // "24 meses", "30 dni": the count with its unit, in the unit's plural form.
  reviewText: (saved, { rules, t }) =>
    typeof saved === 'number'
      ? t(`after-offer-offers:terms.periodValue.${rules.termUnit}`, { count: saved })
      : undefined,
};
