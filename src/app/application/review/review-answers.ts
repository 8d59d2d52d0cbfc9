/**
 * What the review lists, as pure functions of the pages and the answers: one group per page in the form's order,
 * each data point it showed with the answer kept for it; and whether the form is complete enough to review.
 */
import type { DataPointDefinition, DataPointName, DynamicStepPath } from '#contract/dynamic-form.ts';
import { isNeverStored } from '#contract/identifiers.ts';
import type { Answers, DynamicPage } from '#features/funnel/form-model/types.ts';

export interface ReviewItem {
  name: DataPointName;
  /** The page's definition of the data point: its own choices narrow the registry's. */
  definition: DataPointDefinition;
  value: unknown;
}

export interface ReviewGroup {
  path: DynamicStepPath;
  items: ReviewItem[];
}

export const isUnanswered = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Each page's data points with their answers; an optional data point left empty is left out. */
export function reviewGroups(pages: readonly DynamicPage[], answers: Answers): ReviewGroup[] {
  return pages.map((page) => ({
    path: page.path,
    items: page.dataPoints
      .filter((dataPoint) => dataPoint.required || !isUnanswered(answers[dataPoint.name]))
      .map((dataPoint) => ({ name: dataPoint.name, definition: dataPoint, value: answers[dataPoint.name] })),
  }));
}

/**
 * The first page with a required question left unanswered: it must be answered first. An identifier is not asked
 * again: the review opens once every page was sent, so the lender has it; the browser only never kept it (ADR 0011).
 */
export function firstUnansweredPage(
  pages: readonly DynamicPage[],
  answers: Answers,
): DynamicPage | undefined {
  return pages.find((page) =>
    page.dataPoints.some(
      (dataPoint) =>
        dataPoint.required && !isNeverStored(dataPoint.name) && isUnanswered(answers[dataPoint.name]),
    ),
  );
}

/** An identifier as the review shows it: every character hidden but the last four. */
export function maskIdentifier(value: string): { hidden: string; shown: string } {
  const compact = value.replace(/\s+/g, '');
  const shown = compact.slice(-4);
  return { hidden: '•'.repeat(Math.max(compact.length - shown.length, 4)), shown };
}
