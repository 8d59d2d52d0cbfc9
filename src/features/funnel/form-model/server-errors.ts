/** Server field errors on the pages that own the fields (spec section 4 "Dynamic pages", section 5). */
import type { DynamicStepPath, ServerFieldError } from '#contract/dynamic-form.ts';
import type { DynamicPage } from './types.ts';

/** A server may name a nested part of a data point (`referenceDetails.name[0]`): it still belongs to that point. */
export function ownsField(page: DynamicPage, fieldName: string): boolean {
  return page.dataPoints.some(
    ({ name }) => fieldName === name || fieldName.startsWith(`${name}.`) || fieldName.startsWith(`${name}[`),
  );
}

/**
 * Replaces every page's errors with the server's latest list (a response describes the whole submission). Each
 * error goes to the page owning its field; errors for fields no page shows (a refused captcha token) go to the
 * unattached list of `unattachedOn`, the page being sent, so the applicant reads them where they pressed (the last
 * page when no page is named).
 */
export function attachServerErrors(
  pages: readonly DynamicPage[],
  errors: readonly ServerFieldError[],
  unattachedOn?: DynamicStepPath,
): DynamicPage[] {
  const owned = new Map<DynamicStepPath, ServerFieldError[]>();
  const unattached: ServerFieldError[] = [];
  for (const error of errors) {
    const owner = pages.find((page) => ownsField(page, error.fieldName));
    if (owner) owned.set(owner.path, [...(owned.get(owner.path) ?? []), error]);
    else unattached.push(error);
  }
  const lastIndex = pages.length - 1;
  const holder = pages.some((page) => page.path === unattachedOn) ? unattachedOn : pages[lastIndex]?.path;
  return pages.map((page) => ({
    ...page,
    errors: owned.get(page.path) ?? [],
    unattachedErrors: page.path === holder ? unattached : [],
  }));
}

export function hasErrors(page: DynamicPage): boolean {
  return page.errors.length > 0 || page.unattachedErrors.length > 0;
}

/** The earliest page in the sequence with an error: where the applicant is taken to fix it. */
export function erroredFormPath(pages: readonly DynamicPage[]): DynamicStepPath | null {
  const sorted = [...pages].sort((a, b) => a.stepOrder - b.stepOrder);
  return sorted.find(hasErrors)?.path ?? null;
}
