/** A yes-or-no question, answered with two radios and submitted as a boolean. */
import type { FieldTypeModule } from '../field-type-module.ts';
import { readBoolean } from '../shared/read-input.ts';
import { yesNoText } from '../shared/review-text.ts';
import { savedAsText } from '../shared/saved-input.ts';
import { YesNoView } from './yes-no-view.tsx';

export const yesNoFieldType: FieldTypeModule<boolean> = {
  valueType: 'boolean',
  inputMode: () => 'text',
  View: YesNoView,
  toSubmitted: readBoolean,
  // Either answer is an answer.
  validate: () => undefined,
  toInput: savedAsText,
  reviewText: yesNoText,
};
