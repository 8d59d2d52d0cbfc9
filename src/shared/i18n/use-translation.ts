/**
 * react-i18next's useTranslation, whose `t` remembers the texts it has given (issue 27 item 6). i18next works out a
 * text afresh on every call: the fixed `t` copies the instance's options, the translator splits the key, resolves the
 * namespaces, the plural and the context, then interpolates and post-processes. That is about 20 µs a call here and
 * 80 on a phone's 4x slower CPU, some hundreds of calls on each press of Next (the page drawn again busy or with its
 * errors, then the next page). A text asked for again with the same key and plain options (strings, numbers,
 * booleans) comes from memory instead; one with an object or a function among its options is worked out each time.
 * What is remembered is forgotten whenever the texts change (a namespace loaded or added, the language changed).
 */
import { useMemo } from 'react';
import type { i18n as I18n } from 'i18next';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { useTranslation as useI18nextTranslation, type UseTranslationResponse } from 'react-i18next';

/** Past this many texts remembered, the memory starts again (texts with amounts typed in differ at each key press). */
export const MAX_REMEMBERED_TEXTS = 2_000;

const memories = new WeakMap<I18n, Map<string, string>>();

/**
 * The i18next instance itself. react-i18next (17) gives each component a copy of it (its own `i18n`, which keeps the
 * instance under `__original`): the memory is the instance's, shared by every component, with one set of listeners.
 */
export function instanceOf(i18n: I18n): I18n {
  // `__original` is react-i18next's own property of its copies, outside i18next's types.
  const original = (i18n as I18n & { __original?: I18n }).__original;
  return original ?? i18n;
}

/** The instance's memory of texts, emptied on each of its events that changes a text. */
function memoryOf(copy: I18n): Map<string, string> {
  const i18n = instanceOf(copy);
  const known = memories.get(i18n);
  if (known) return known;
  const memory = new Map<string, string>();
  const forget = () => memory.clear();
  i18n.on('loaded', forget);
  i18n.on('languageChanged', forget);
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);
  memories.set(i18n, memory);
  return memory;
}

/**
 * What tells one call from another: the scope (language, namespaces, key prefix), the key, and each option's name,
 * type and value. Undefined for a call that is not remembered: a key that is not one string, options that are not
 * an object (i18next's older `t(key, defaultValue)`), or an option that is an object or a function.
 */
export function callId(scope: string, key: unknown, options: unknown): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (options === undefined) return JSON.stringify([scope, key]);
  if (typeof options !== 'object' || options === null) return undefined;
  const parts: unknown[] = [scope, key];
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (typeof value === 'object' || typeof value === 'function') return undefined;
    parts.push(name, typeof value, value);
  }
  // JSON writes every string quoted and escaped: no two different calls share an id.
  return JSON.stringify(parts);
}

/** `t` with a memory: a remembered call answers from it, any other goes to i18next. */
export function rememberingTexts<T extends object>(t: T, i18n: I18n, scope: string): T {
  const memory = memoryOf(i18n);
  // i18next's `t` is one function under many typed overloads: called here with the arguments as they came.
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const remembering = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const id = rest.length === 0 ? callId(scope, key, options) : undefined;
    // A call with more arguments, or one not remembered, is i18next's alone.
    if (id === undefined) return translate(key, options, ...rest);
    const remembered = memory.get(id);
    if (remembered !== undefined) return remembered;
    const text = options === undefined ? translate(key) : translate(key, options);
    if (typeof text === 'string') {
      if (memory.size >= MAX_REMEMBERED_TEXTS) memory.clear();
      memory.set(id, text);
    }
    return text;
  };
  // The same call shape as i18next's `t` (its overloads are types only): callers keep its types.
  return remembering as unknown as T;
}

/** The namespaces and key prefix a `t` reads under, in the language the instance has now. */
export function scopeOf(i18n: I18n, namespaces: unknown, keyPrefix: unknown): string {
  const names = Array.isArray(namespaces) ? namespaces.join(',') : String(namespaces ?? '');
  return `${i18n.language}|${names}|${String(keyPrefix ?? '')}`;
}

/** react-i18next's useTranslation with the `t` above; the same arguments, the same answer. */
export const useTranslation = ((namespaces?: unknown, options?: { keyPrefix?: unknown }) => {
  // The arguments are passed on as they came; the cast only lets this generic wrapper forward them.
  const answer = (useI18nextTranslation as (...args: unknown[]) => UseTranslationResponse<string, undefined>)(
    namespaces,
    options,
  );
  const { t, i18n, ready } = answer;
  const scope = scopeOf(i18n, namespaces, options?.keyPrefix);
  const remembering = useMemo(() => rememberingTexts(t, i18n, scope), [t, i18n, scope]);
  return useMemo(() => {
    // react-i18next's answer is both a tuple and an object: the same here.
    const response = [remembering, i18n, ready] as unknown as UseTranslationResponse<string, undefined>;
    return Object.assign(response, { t: remembering, i18n, ready });
  }, [remembering, i18n, ready]);
}) as typeof useI18nextTranslation;
