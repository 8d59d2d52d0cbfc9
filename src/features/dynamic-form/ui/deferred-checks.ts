import type { FieldErrors } from 'react-hook-form';
import type { DataPointDefinition } from '#contract/dynamic-form.ts';
import { FIELD_REGISTRY } from '../field-registry.ts';
import { fieldTypeModule } from '../field-types/index.ts';
import { fieldKey } from './field-keys.ts';
import type { StepValues } from './input-values.ts';

/**
 * The deferred check of every field on the page whose type has one (a phone number's libphonenumber-js parse) and
 * that has a value and no error yet; a failure's message key is translated like the others.
 */
export async function deferredFieldErrors(
  shown: readonly DataPointDefinition[],
  values: Partial<StepValues>,
  existing: FieldErrors,
  country: string,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const dataPoint of shown) {
    const { type } = FIELD_REGISTRY[dataPoint.name];
    const { deferredCheck } = fieldTypeModule(type);
    const key = fieldKey(dataPoint.name);
    const value = values[key];
    if (!deferredCheck || existing[key] || typeof value !== 'string' || value.trim() === '') continue;
    const failure = await deferredCheck(value, country);
    if (failure !== undefined) errors[key] = { type, message: failure };
  }
  return errors;
}
