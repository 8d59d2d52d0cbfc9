import type { DataPointDefinition } from '#contract/dynamic-form.ts';
import type { CountryRules } from '#markets/country-validation.ts';
import { todayIso } from '#shared/lib/dates.ts';
import { buildStepSchema } from './step-schema.ts';

type StepSchema = ReturnType<typeof buildStepSchema>;

/** Per country rules (a build has one set), the schemas built so far by day and shown data points. */
const built = new WeakMap<CountryRules, Map<string, StepSchema>>();

/**
 * The step's schema for the data points shown, built once per day and set of definitions: after the first Next,
 * react-hook-form validates on every key press, and building the schema (a zod object with a validator per field)
 * took most of what a key press cost. A condition that shows or hides a field makes another set, built when it is
 * first needed. The key is the definitions themselves, not their names: the configuration the HTML came with can be
 * replaced by a fresher one (react-query refetches it) with other limits under the same names. Without `today` the
 * day is the applicant's today, so a tab left open past midnight counts ages and dates from the new day.
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
  const day = today ?? todayIso();
  const key = `${day}|${JSON.stringify(shown)}`;
  let schema = forRules.get(key);
  if (!schema) {
    schema = buildStepSchema({ dataPoints: shown }, rules, day);
    forRules.set(key, schema);
  }
  return schema;
}
