/** Free text: names, addresses, job titles. */
import type { FieldTypeModule } from '../field-type-module.ts';
import { textValue } from '../shared/text-value.ts';
import { TextView } from './text-view.tsx';

export const textFieldType: FieldTypeModule<string> = {
  ...textValue,
  inputMode: () => 'text',
  View: TextView,
};
