import type { FieldErrors } from 'react-hook-form';
import type { DataPointDefinition } from '../../../../contract/dynamic-form.ts';
import { parsePhone } from '../../../shared/lib/phone';
import { FIELD_REGISTRY } from '../field-registry.ts';
import { fieldKey } from './field-keys.ts';
import type { StepValues } from './input-values.ts';

/**
 * The libphonenumber-js check of every phone field on the page that has a value and no error yet; a failure is
 * the spec's error code as a message key (validation.phone.NOT_A_NUMBER ...), translated like the others.
 */
export async function phoneFieldErrors(
  shown: readonly DataPointDefinition[],
  values: Partial<StepValues>,
  existing: FieldErrors,
  country: string,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const dataPoint of shown) {
    if (FIELD_REGISTRY[dataPoint.name].type !== 'phone') continue;
    const key = fieldKey(dataPoint.name);
    const value = values[key];
    if (existing[key] || typeof value !== 'string' || value.trim() === '') continue;
    const result = await parsePhone(value, country);
    if (!result.ok) errors[key] = { type: 'phone', message: `validation.phone.${result.error}` };
  }
  return errors;
}
