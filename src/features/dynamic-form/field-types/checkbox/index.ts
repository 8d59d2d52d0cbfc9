/** A tick box: a consent, or the acceptance of the general policies; submitted as a boolean. */
import { message } from '#shared/i18n/validation-message.ts';
import type { FieldTypeModule } from '../field-type-module.ts';
import { readBoolean } from '../shared/read-input.ts';
import { yesNoText } from '../shared/review-text.ts';
import { CheckboxView } from './checkbox-view.tsx';

export const checkboxFieldType: FieldTypeModule<boolean> = {
  valueType: 'boolean',
  inputMode: () => 'text',
  View: CheckboxView,
  marksOptional: false,
  toSubmitted: readBoolean,
  // A required checkbox is a consent: unticked is not an answer.
  validate: (value, { definition }) =>
    definition?.required && !value ? message('validation.required.accept') : undefined,
  toInput: (saved) => saved === true || saved === 'true',
  reviewText: yesNoText,
};
