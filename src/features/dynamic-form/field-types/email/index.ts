/** An email address; its pattern comes from the registry (`email`). */
import type { FieldTypeModule } from '../field-type-module.ts';
import { textValue } from '../shared/text-value.ts';
import { EmailView } from './email-view.tsx';

export const emailFieldType: FieldTypeModule<string> = {
  ...textValue,
  inputMode: () => 'email',
  View: EmailView,
};
