/** Server errors of one page, keyed by the field they belong to (spec section 5: mapped by data point name). */
import type { DataPointDefinition, ServerFieldError } from '#contract/dynamic-form.ts';
import { fieldKey } from './field-keys.ts';

export interface PageServerErrors {
  /** Field key -> the server's message (an i18n key or text); the first message per field. */
  byField: Record<string, string>;
  /** Messages for no field on this page (fieldName "" or a field the page does not show). */
  general: string[];
}

/** `referenceDetails.name[0]` and `referenceDetails.name.first` belong to `referenceDetails.name`. */
function owner(
  dataPoints: readonly DataPointDefinition[],
  fieldName: string,
): DataPointDefinition | undefined {
  return dataPoints.find(
    ({ name }) => fieldName === name || fieldName.startsWith(`${name}.`) || fieldName.startsWith(`${name}[`),
  );
}

export function pageServerErrors(
  dataPoints: readonly DataPointDefinition[],
  errors: readonly ServerFieldError[],
): PageServerErrors {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    const dataPoint = owner(dataPoints, error.fieldName);
    if (!dataPoint) general.push(error.message);
    else byField[fieldKey(dataPoint.name)] ??= error.message;
  }
  return { byField, general };
}
