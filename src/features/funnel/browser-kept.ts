/**
 * What of the funnel's state the browser may keep (docs/adr/0011-what-the-browser-keeps.md): every write to storage
 * goes through here. Identifiers, accounts, passwords and codes (contract/identifiers.ts) are dropped wherever they
 * sit, so they live in memory only until they are sent; once an outcome is reached nothing personal is kept at all.
 */
import { isNeverStored } from '#contract/identifiers.ts';
import { progressSteps, type ProgressState } from './progress.ts';
import { OUTCOME_STATES } from './states.ts';

/** The value with every property named as an identifier or a secret removed, at any depth; other values as they are. */
export function withoutIdentifiers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIdentifiers);
  // Dates and other class instances are values, not records of fields: JSON writes them as they are.
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!isNeverStored(key)) kept[key] = withoutIdentifiers(field);
  }
  return kept;
}

/**
 * The names (last dotted segment) of the identifier fields holding a value anywhere in the value: what a reload will
 * have lost. Only names are kept, never values, so the form can ask for exactly those again after a reload.
 */
export function identifiersHeld(value: unknown, held: Set<string> = new Set()): string[] {
  if (Array.isArray(value)) value.forEach((item) => identifiersHeld(item, held));
  else if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, field] of Object.entries(value)) {
      if (isNeverStored(key) && field !== '' && field !== null && field !== undefined) {
        held.add(key.slice(key.lastIndexOf('.') + 1));
      } else identifiersHeld(field, held);
    }
  }
  return [...held].sort();
}

/** The names of the identifier fields of a record of answers or a draft that hold a value (what a reload loses). */
export function typedIdentifiers(values: Record<string, unknown>): string[] {
  return Object.entries(values)
    .filter(([key, value]) => isNeverStored(key) && value !== '' && value !== null && value !== undefined)
    .map(([key]) => key);
}

/** An outcome page (accepted, thank you, redirected, rejected): the application is over, nothing personal is kept. */
export const isOutcomeProgress = (progress: ProgressState): boolean =>
  progressSteps(progress).some((step) => OUTCOME_STATES.includes(step));
