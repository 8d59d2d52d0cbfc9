/**
 * The step counter the applicant reads ("Step 2 of 6"; issue 31, docs/adr/0028-the-step-counter.md). The first page
 * the applicant is shown is step 1 (spec section 2: personal details for a classic form, the configured first page
 * for a dynamic one); each later page in the form's order is one more; the total is the number of pages the answers
 * give from there, so it changes only when an answer adds or removes a page. A page before the first page (the
 * classic loan step, opened from the loan summary) has no number: it is not a step the applicant walks through.
 */
import type { DynamicStepPath } from '#contract/dynamic-form.ts';
import type { DynamicPage } from './types.ts';

export interface StepCounter {
  current: number;
  total: number;
}

export function stepCounter(page: DynamicPage, firstPage: DynamicStepPath): StepCounter | null {
  // dataPointsPerStep lists every page of the sequence in its order (buildPages fills it in that order).
  const order = Object.keys(page.dataPointsPerStep);
  const offset = Math.max(order.indexOf(firstPage), 0);
  const current = page.stepOrder - offset;
  return current >= 1 ? { current, total: order.length - offset } : null;
}
