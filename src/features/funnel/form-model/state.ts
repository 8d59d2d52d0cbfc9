/** The dynamic-pages slice as pure transitions; the store of the funnel issue holds and persists the result. */
import type { DynamicFormConfig, DynamicStepPath } from '#contract/dynamic-form.ts';
import { buildPages } from './build-pages.ts';
import { ownsField } from './server-errors.ts';
import type { Answers, DynamicFormState, DynamicPage } from './types.ts';

export function createDynamicFormState(config: DynamicFormConfig, answers: Answers = {}): DynamicFormState {
  return { config, answers, pages: buildPages(config, answers) };
}

/**
 * Saves one form's values. The saved form's errors are cleared (the applicant has just answered them); other forms
 * keep theirs, limited to fields they still show. Pages are rebuilt because an answer can switch conditions.
 */
export function saveApplicationData(
  state: DynamicFormState,
  path: DynamicStepPath,
  values: Answers,
): DynamicFormState {
  const answers = { ...state.answers, ...values };
  const previous = new Map(state.pages.map((page) => [page.path, page]));
  const previousUnattached = state.pages.flatMap((page) => page.unattachedErrors);
  const rebuilt = buildPages(state.config, answers);
  const lastIndex = rebuilt.length - 1;
  const pages = rebuilt.map((page, index): DynamicPage => {
    if (page.path === path) return page;
    const old = previous.get(page.path);
    return {
      ...page,
      errors: old ? old.errors.filter((error) => ownsField(page, error.fieldName)) : [],
      unattachedErrors: index === lastIndex ? previousUnattached : [],
    };
  });
  return { ...state, answers, pages };
}
