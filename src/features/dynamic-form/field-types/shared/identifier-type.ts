/** Identifiers and account numbers, checked by the country's rule for the registry's slot (a CURP, a CLABE...). */
import { message } from '#shared/i18n/validation-message.ts';
import { fail, ok, type FieldContext, type FieldTypeModule } from '../field-type-module.ts';
import { asText } from './read-input.ts';
import { savedAsText } from './saved-input.ts';
import { CodeView } from './text-views.tsx';

function checkIdentifier(compact: string, { field, rules }: FieldContext) {
  const rule = field.identifier ? rules.identifiers[field.identifier] : undefined;
  if (!rule) return /^[A-Z0-9]{2,34}$/.test(compact) ? undefined : message('validation.identifier.format');
  if (rule.validate) {
    const result = rule.validate(compact);
    // A failure may name the identifier it took the value for (a Spanish NIE in the DNI field).
    return result.valid ? undefined : message(`identifiers.${result.kind ?? rule.kind}.${result.reason}`);
  }
  return rule.format.test(compact) ? undefined : message('validation.identifier.format', { kind: rule.kind });
}

/** What iban and idCode fields share: capitals without spaces, dots or dashes, then the country's rule. */
export const identifierFieldType: FieldTypeModule<string> = {
  valueType: 'string',
  inputMode: () => 'text',
  View: CodeView,
  toSubmitted: (raw) => {
    const text = asText(raw);
    return text === undefined ? fail('validation.invalid') : ok(text.toUpperCase().replace(/[\s.-]/g, ''));
  },
  validate: checkIdentifier,
  toInput: savedAsText,
};
