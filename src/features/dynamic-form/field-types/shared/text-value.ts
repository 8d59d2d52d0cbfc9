/** A text value, as text-like types submit it: trimmed, within its lengths, matching its patterns. */
import { message, type ValidationMessage } from '#shared/i18n/validation-message.ts';
import type { FieldContext, FieldTypeModule } from '../field-type-module.ts';
import { readText } from './read-input.ts';
import { savedAsText } from './saved-input.ts';

const DEFAULT_MAX_LENGTH = 100;

/** Lengths and patterns from the registry, the configuration and the country. */
export function checkText(
  value: string,
  { field, definition, rules }: FieldContext,
): ValidationMessage | undefined {
  const length = [...value].length;
  const maxLength = Math.min(definition?.maxLength ?? Infinity, field.maxLength ?? DEFAULT_MAX_LENGTH);
  const minLength = definition?.minLength;
  if (minLength !== undefined && length < minLength)
    return message('validation.minLength', { min: minLength });
  if (length > maxLength) return message('validation.maxLength', { max: maxLength });
  if (field.pattern && !rules.patterns[field.pattern].test(value)) {
    return message(`validation.pattern.${field.pattern}`);
  }
  if (definition?.pattern && !new RegExp(`^(?:${definition.pattern})$`, 'u').test(value)) {
    return message('validation.pattern.custom');
  }
  return undefined;
}

/** What text, email and postcode fields share; each adds its keyboard and its view. */
export const textValue: Pick<
  FieldTypeModule<string>,
  'valueType' | 'toSubmitted' | 'validate' | 'toInput'
> = {
  valueType: 'string',
  toSubmitted: readText,
  validate: checkText,
  toInput: savedAsText,
};
