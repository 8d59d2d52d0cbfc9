/**
 * Builds a data point's validator: an empty answer is missing (required) or absent (optional); any other is converted
 * and checked by the data point's field type (field-types/).
 */
import * as z from 'zod/mini';
import type { DataPointDefinition, DataPointName } from '#contract/dynamic-form.ts';
import { isEmptyAnswer } from '#features/funnel/form-model/conditions.ts';
import { todayIso } from '#shared/lib/dates.ts';
import type { FieldSpec } from '../field-definition.ts';
import { fail, ok, type FieldContext, type Outcome } from '../field-types/field-type-module.ts';
import { fieldTypeModule } from '../field-types/index.ts';
import type { CountryRules } from '#markets/country-validation.ts';

function validateValue(raw: unknown, context: FieldContext): Outcome<unknown> {
  if (isEmptyAnswer(raw)) return context.definition?.required ? fail('validation.required') : ok(undefined);
  const fieldType = fieldTypeModule(context.field.type);
  const converted = fieldType.toSubmitted(raw, context);
  if (!converted.ok) return converted;
  const broken = fieldType.validate(converted.value, context);
  return broken === undefined ? converted : { ok: false, message: broken };
}

export function buildFieldValidator(
  name: DataPointName,
  field: FieldSpec,
  definition: DataPointDefinition | undefined,
  rules: CountryRules,
  today: string = todayIso(),
): z.ZodMiniType<unknown> {
  const context: FieldContext = { name, field, definition, rules, today };
  return z.pipe(
    z.unknown(),
    z.transform((raw, payload) => {
      const outcome = validateValue(raw, context);
      if (outcome.ok) return outcome.value;
      payload.issues.push({
        code: 'custom',
        message: outcome.message.key,
        params: outcome.message.params,
        input: raw,
      });
      return z.NEVER;
    }),
  );
}
