import type { DataPointDefinition } from '../../../../contract/dynamic-form.ts';
import type { CountryRules } from '../../../markets/country-validation.ts';
import { buildStepSchema } from './step-schema.ts';

type StepSchema = ReturnType<typeof buildStepSchema>;

/** Per country rules (a build has one set), the schemas built so far by day and data points shown. */
const built = new WeakMap<CountryRules, Map<string, StepSchema>>();

/**
 * The step's schema for the data points shown, built once per set of them: after the first Next, react-hook-form
 * validates on every key press, and building the schema (a zod object with a validator per field) took most of what
 * a key press cost. A condition that shows or hides a field makes another set, built when it is first needed. The
 * data points are told apart by name: a step's configuration does not change while it is shown.
 */
export function stepSchemaFor(
  shown: readonly DataPointDefinition[],
  rules: CountryRules,
  today?: string,
): StepSchema {
  let forRules = built.get(rules);
  if (!forRules) {
    forRules = new Map();
    built.set(rules, forRules);
  }
  const key = `${today ?? ''}|${shown.map((dataPoint) => dataPoint.name).join('|')}`;
  let schema = forRules.get(key);
  if (!schema) {
    schema = buildStepSchema({ dataPoints: shown }, rules, today);
    forRules.set(key, schema);
  }
  return schema;
}
