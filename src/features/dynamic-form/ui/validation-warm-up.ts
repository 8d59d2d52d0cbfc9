/**
 * What a step's first Next would otherwise build and compile, readied while the page is idle once the step shows: the
 * step's schema (step-schema-cache.ts keeps it) and what each field type prepares for its checks (a text pattern is
 * compiled by its first run). The press then validates with them ready (issue 27 item 6).
 */
import type { DataPointDefinition } from '#contract/dynamic-form.ts';
import type { CountryRules } from '#markets/country-validation.ts';
import { todayIso } from '#shared/lib/dates.ts';
import { FIELD_REGISTRY } from '../field-registry.ts';
import { fieldTypeModule } from '../field-types/index.ts';
import { stepSchemaFor } from './step-schema-cache.ts';

export function prepareStepValidation(
  shown: readonly DataPointDefinition[],
  rules: CountryRules,
  today: string = todayIso(),
): void {
  stepSchemaFor(shown, rules, today);
  for (const definition of shown) {
    const field = FIELD_REGISTRY[definition.name];
    fieldTypeModule(field.type).prepare?.({ name: definition.name, field, definition, rules, today });
  }
}
