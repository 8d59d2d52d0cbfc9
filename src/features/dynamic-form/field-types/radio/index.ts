/** One option of a short list, all shown at once. */
import type { FieldTypeModule } from '../field-type-module.ts';
import { checkChoice } from '../shared/choice-rules.ts';
import { textValue } from '../shared/text-value.ts';
import { RadioView } from './radio-view.tsx';

export const radioFieldType: FieldTypeModule<string> = {
  ...textValue,
  inputMode: () => 'text',
  View: RadioView,
  validate: checkChoice,
};
