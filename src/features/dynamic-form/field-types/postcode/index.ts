/**
 * A postal code, kept as text (leading zeros count); its pattern is the country's, and it is kept as the country
 * writes it (a Polish 00950 is submitted as 00-950, so the numeric keyboard without a hyphen is enough).
 */
import { ok, type FieldTypeModule } from '../field-type-module.ts';
import { readText } from '../shared/read-input.ts';
import { textValue } from '../shared/text-value.ts';
import { PlainTextView } from '../shared/text-views.tsx';

export const postcodeFieldType: FieldTypeModule<string> = {
  ...textValue,
  inputMode: () => 'numeric',
  View: PlainTextView,
  toSubmitted: (raw, context) => {
    const read = readText(raw, context);
    return read.ok ? ok(context.rules.normalisePostcode(read.value)) : read;
  },
};
