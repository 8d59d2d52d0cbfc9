/** One option from a list: the registry's, the configuration's, or one loaded from the choices API. */
import type { FieldTypeModule } from '../field-type-module.ts';
import { checkChoice } from '../shared/choice-rules.ts';
import { textValue } from '../shared/text-value.ts';
import { SelectView } from './select-view.tsx';

export const selectFieldType: FieldTypeModule<string> = {
  ...textValue,
  inputMode: () => 'text',
  View: SelectView,
  validate: checkChoice,
};
