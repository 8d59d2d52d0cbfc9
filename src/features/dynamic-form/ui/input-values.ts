/** Stored answers are submitted values (numbers, ISO dates, booleans); inputs hold what people type. */
import type { DataPointDefinition } from '../../../../contract/dynamic-form.ts';
import { FIELD_REGISTRY } from '../field-registry.ts';
import type { FieldDefinition } from '../field-types.ts';
import type { Answers } from '../types.ts';
import type { CountryRules } from '../../../markets/country-validation.ts';
import { fieldKey } from './field-keys.ts';

/** A step's input values: text for inputs, selects and radios (yes/no as "true"/"false"), booleans for checkboxes. */
export type StepValues = Record<string, string | boolean>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toInputValue(field: FieldDefinition, value: unknown, rules: CountryRules): string | boolean {
  if (field.type === 'checkbox') return value === true || value === 'true';
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    // Shown as the applicant's country writes it, so it reads back the same way.
    return Number.isFinite(value) ? String(value).replace('.', rules.decimalSeparator) : '';
  }
  if (typeof value !== 'string') return '';
  const iso = field.type === 'date' ? ISO_DATE.exec(value) : null;
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/** Unsubmitted input (the draft) wins over saved answers: it is what the applicant typed last. */
export function initialStepValues(
  dataPoints: readonly DataPointDefinition[],
  answers: Answers,
  draft: Answers,
  rules: CountryRules,
): StepValues {
  const values: StepValues = {};
  for (const { name } of dataPoints) {
    const source = draft[name] !== undefined ? draft[name] : answers[name];
    values[fieldKey(name)] = toInputValue(FIELD_REGISTRY[name], source, rules);
  }
  return values;
}
