/** Stored answers are submitted values (numbers, ISO dates, booleans); inputs hold what people type. */
import type { DataPointDefinition } from '#contract/dynamic-form.ts';
import { FIELD_REGISTRY } from '../field-registry.ts';
import { fieldTypeModule } from '../field-types/index.ts';
import type { Answers } from '#features/funnel/form-model/types.ts';
import type { CountryRules } from '#markets/country-validation.ts';
import { fieldKey } from './field-keys.ts';

/** A step's input values: text for inputs, selects and radios (yes/no as "true"/"false"), booleans for checkboxes. */
export type StepValues = Record<string, string | boolean>;

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
    values[fieldKey(name)] = fieldTypeModule(FIELD_REGISTRY[name].type).toInput(source, rules);
  }
  return values;
}
