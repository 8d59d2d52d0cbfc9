/**
 * While the application page hydrates the prerendered first step (issue 16, docs/adr/0021), the markup's fields are
 * live: an applicant can type into them before the app takes them over. Hydration keeps a field's DOM value but not
 * the form's state, so the step's form reads what was typed as its draft (typed-before-hydration.ts)
 * and the value is kept. Outside that window the form never reads the DOM.
 */
/** Set on <html> once the first step is the app's (benchmarks, tests and the head's early-press guard read it). */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

let hydrating = false;

/** Called once, just before hydrateRoot. */
export function startPrerenderedHydration(): void {
  hydrating = true;
}

export const isHydratingPrerender = (): boolean => hydrating;

/**
 * Called when the first step is the app's: hydrated, or rendered afresh. `data-interactive` tells benchmarks and
 * tests that the step now answers (bench:interaction waits for it).
 */
export function markFirstStepInteractive(document: Document): void {
  hydrating = false;
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, 'true');
}
