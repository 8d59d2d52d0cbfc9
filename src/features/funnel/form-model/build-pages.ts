/** Configuration in, ordered pages out (spec section 4 "Dynamic pages"). */
import type {
  DataPointName,
  DynamicForm,
  DynamicFormConfig,
  DynamicStepPath,
} from '#contract/dynamic-form.ts';
import { relevantDataPoints } from './conditions.ts';
import type { Answers, DynamicPage } from './types.ts';

/** The configured sequence: the first page, then the other forms in the order listed. */
export function orderForms(config: DynamicFormConfig): DynamicForm[] {
  const first = config.forms.find((form) => form.path === config.firstPage);
  if (!first) return config.forms;
  return [first, ...config.forms.filter((form) => form !== first)];
}

/**
 * Builds the pages for the current answers. Conditional data points whose condition does not hold are left out,
 * and so is a whole form when none of its data points is left. Pages come without errors; see server-errors.ts.
 */
export function buildPages(config: DynamicFormConfig, answers: Answers): DynamicPage[] {
  const relevant = relevantDataPoints(config, answers);
  const included = orderForms(config)
    .map((form) => ({
      form,
      dataPoints: form.dataPoints.filter((dataPoint) => relevant.has(dataPoint.name)),
    }))
    .filter(({ dataPoints }) => dataPoints.length > 0);

  const dataPointsPerStep: Partial<Record<DynamicStepPath, DataPointName[]>> = {};
  for (const { form, dataPoints } of included) dataPointsPerStep[form.path] = dataPoints.map((dp) => dp.name);
  const everyDataPoint = included.flatMap(({ dataPoints }) => dataPoints.map((dp) => dp.name));
  const lastIndex = included.length - 1;

  return included.map(({ form, dataPoints }, index) => ({
    path: form.path,
    type: form.type,
    context: form.context,
    dataPoints,
    prevButtonFormPath: included[index - 1]?.form.path ?? null,
    nextButtonFormPath: included[index + 1]?.form.path ?? null,
    dataPointsToSubmit: index === lastIndex ? everyDataPoint : dataPoints.map((dp) => dp.name),
    dataPointsPerStep,
    stepOrder: index + 1,
    errors: [],
    unattachedErrors: [],
  }));
}
