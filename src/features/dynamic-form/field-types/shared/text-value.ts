/** A text value, as text-like types submit it: trimmed, within its lengths, matching its patterns. */
import { message, type ValidationMessage } from '#shared/i18n/validation-message.ts';
import { PATTERN_WARM_UP_SUBJECTS } from '#shared/lib/validation/patterns.ts';
import type { FieldContext, FieldTypeModule } from '../field-type-module.ts';
import { readText } from './read-input.ts';
import { savedAsText } from './saved-input.ts';

const DEFAULT_MAX_LENGTH = 100;

/** The configuration's own pattern of the data point, whole-value; the same source gives V8's same compiled pattern. */
const customPatternOf = (definition: FieldContext['definition']) =>
  definition?.pattern ? new RegExp(`^(?:${definition.pattern})$`, 'u') : undefined;

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
  if (customPatternOf(definition)?.test(value) === false) return message('validation.pattern.custom');
  return undefined;
}

/**
 * Runs the field's patterns once on samples, so that its first check finds them compiled: the first runs of a step's
 * Unicode patterns were about 40 ms of a Polish applicant's first valid Next at 4x (docs/performance.md, "Warm steps").
 */
export function compileTextPatterns({ field, definition, rules }: FieldContext): void {
  const patterns = [field.pattern && rules.patterns[field.pattern], customPatternOf(definition)];
  for (const pattern of patterns)
    for (const subject of PATTERN_WARM_UP_SUBJECTS) if (pattern) pattern.test(subject);
}

/** What text, email and postcode fields share; each adds its keyboard and its view. */
export const textValue: Pick<
  FieldTypeModule<string>,
  'valueType' | 'toSubmitted' | 'validate' | 'prepare' | 'toInput'
> = {
  valueType: 'string',
  toSubmitted: readText,
  validate: checkText,
  prepare: compileTextPatterns,
  toInput: savedAsText,
};
