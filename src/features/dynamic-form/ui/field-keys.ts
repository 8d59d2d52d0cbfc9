/**
 * Form values are kept flat, keyed by a safe id: `personalDetails.firstName` becomes `personalDetails__firstName`.
 * react-hook-form and zodResolver read dots as nesting (`a.b` -> `{ a: { b } }`), which would split a data point across
 * objects and make its error path differ from its name; a flat key keeps one value, one error and one DOM id per data
 * point. Dotted names come back on submit (toDottedValues).
 */
import type { DataPointName } from '#contract/dynamic-form.ts';

const SEPARATOR = '__';

export function fieldKey(name: DataPointName): string {
  return name.replace('.', SEPARATOR);
}

export function dataPointNameOf(key: string): DataPointName {
  // Form keys are made by fieldKey from a DataPointName: putting the dot back gives that name.
  return key.replace(SEPARATOR, '.') as DataPointName;
}

/** The element id of a field's control: what labels, the error summary's links and server errors point at. */
export function fieldId(name: DataPointName): string {
  return `field-${fieldKey(name)}`;
}

export function toDottedValues(
  values: Readonly<Record<string, unknown>>,
): Partial<Record<DataPointName, unknown>> {
  const dotted: Partial<Record<DataPointName, unknown>> = {};
  for (const [key, value] of Object.entries(values)) dotted[dataPointNameOf(key)] = value;
  return dotted;
}
