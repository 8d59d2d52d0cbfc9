/**
 * A namespace's texts worked out while the page is idle, into the translator's memory (text-memory.ts): the next page's
 * labels, hints and options then come from memory when a valid Next draws it (issue 27 item 6), as the texts of the
 * page shown already do. A few milliseconds at a time, once per namespace and instance; a text with options (an
 * amount, a count, a context) is worked out when it is asked for, as before.
 */
import { drainWhenIdle } from '../lib/when-idle.ts';
import type { Translator } from './translator.ts';

/** The longest one idle moment works for. */
const SLICE_MS = 4;

const started = new WeakMap<Translator, Set<string>>();

/** The keys of a namespace's texts, nested ones joined with `.` (a plural's forms are keys too). */
export function textKeys(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [];
  return Object.entries(texts).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : textKeys(value, `${prefix}${name}.`),
  );
}

/** Starts the warm-up of the namespace once it has loaded; later calls for it do nothing. Returns the stop. */
export function rememberTextsWhenIdle(i18n: Translator, namespace: string): () => void {
  const namespaces = started.get(i18n) ?? new Set<string>();
  started.set(i18n, namespaces);
  if (namespaces.has(namespace) || !i18n.hasLoadedNamespace(namespace)) return () => undefined;
  const keys = textKeys(i18n.textsOf(namespace));
  // No texts (a translator without a reader counts every namespace as read).
  if (keys.length === 0) return () => undefined;
  namespaces.add(namespace);
  // The `t` useTranslation(namespace) gives: the same memory.
  const t = i18n.fixedT(namespace);
  const jobs = keys.map((key) => () => void t(key));
  const stop = drainWhenIdle(jobs, SLICE_MS);
  return () => {
    stop();
    // Stopped before its end (the page went): the next page that asks starts it again.
    if (jobs.length > 0) namespaces.delete(namespace);
  };
}
