/** A postal code, kept as text (leading zeros count); its pattern is the country's. */
import type { FieldTypeModule } from '../field-type-module.ts';
import { textValue } from '../shared/text-value.ts';
import { PlainTextView } from '../shared/text-views.tsx';

export const postcodeFieldType: FieldTypeModule<string> = {
  ...textValue,
  inputMode: () => 'numeric',
  View: PlainTextView,
};
