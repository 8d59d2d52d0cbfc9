/**
 * Checks on request input that the contract's schemas cannot express. Unknown keys are dropped by the schemas
 * (tolerant reader, contract/lead-payload.ts), but a body or query is refused before parsing when it is absurd:
 * a key that names an object's prototype, more keys than any real request has, or nesting deeper than any
 * schema. After parsing, text the database cannot store (a lone UTF-16 surrogate, U+0000) is refused at its
 * field. Messages are fixed: they never quote the input.
 */
import type { FieldError } from '#contract/errors.ts';

/** Keys that reach an object's prototype when code merges or copies with bracket access. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** The largest real body (a full lead with every section) has about 200 keys and array items. */
export const MAX_VALUES = 1_000;
/** The deepest schema (lead, section, array, item) is four levels. */
export const MAX_DEPTH = 8;

/** Why a parsed JSON value (or a query object) is refused as a whole, or undefined when it is fine. */
export function shapeProblem(value: unknown): FieldError | undefined {
  // Iterative, so a deeply nested body cannot overflow the stack before the depth check refuses it.
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let count = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= MAX_DEPTH) return { fieldName: '', message: 'The body is nested too deeply' };
    const entries = Array.isArray(next.value) ? next.value.entries() : Object.entries(next.value);
    for (const [key, child] of entries) {
      count += 1;
      if (count > MAX_VALUES) return { fieldName: '', message: 'The request has too many fields' };
      if (typeof key === 'string' && PROTOTYPE_KEYS.has(key)) {
        return { fieldName: '', message: 'The request has a forbidden field name' };
      }
      pending.push({ value: child, depth: next.depth + 1 });
    }
  }
  return undefined;
}

/** A lone surrogate (either half without its partner); NUL is checked apart (PostgreSQL text cannot hold it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The dotted path of the first string in already parsed input that is not storable text, or undefined. Runs on
 * the schemas' output, so the path names only fields the contract knows (never an unknown key of the input).
 */
export function unstorableTextPath(
  value: unknown,
  path: readonly (string | number)[] = [],
): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? path.join('.') : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, child] of entries) {
    const found = unstorableTextPath(child, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
