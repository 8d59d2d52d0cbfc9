import { message, type ValidationMessage } from '#shared/i18n/validation-message.ts';
import type { FieldContext } from '../field-type-module.ts';
import { checkText } from './text-value.ts';

/** One of the listed options; options from the choices API are checked by the server (the list is not known here). */
export function checkChoice(value: string, context: FieldContext): ValidationMessage | undefined {
  const choices = context.definition?.choices ?? context.field.choices;
  if (Array.isArray(choices) && !choices.includes(value)) return message('validation.choice');
  return checkText(value, context);
}
