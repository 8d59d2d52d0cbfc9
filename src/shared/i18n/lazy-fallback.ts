/**
 * English only when a key is missing (issue 16): i18next starts without a fallback language, so a complete locale
 * never fetches English. The first key missing in a namespace (i18next's missingKeyHandler, called while a text is
 * rendered) makes English the fallback and loads that namespace's English file, once; its `loaded` event re-renders
 * the components (react.bindI18n), which then show the English text instead of the key. i18next has no option for a
 * fallback loaded on demand, hence the handler.
 */
import type { i18n as I18n, InitOptions } from 'i18next';
import type { FetchBackend } from './fetch-backend.ts';

export function englishWhenMissing(
  instance: I18n,
  backend: Pick<FetchBackend, 'create'>,
  fallback: string,
): NonNullable<InitOptions['missingKeyHandler']> {
  const seen = new Set<string>(); // `ns|key` posted, `ns` asked for
  return (_languages, namespace, key, value) => {
    // A namespace still loading is not missing a key: i18next's own saveMissing skips it the same way.
    if (!instance.hasLoadedNamespace(namespace)) return;
    // Development's add-missing POST (the backend posts only with an addPath), once per key, in the source language.
    const id = `${namespace}|${key}`;
    if (!seen.has(id)) {
      seen.add(id);
      backend.create([fallback], namespace, key, value);
    }
    if (seen.has(namespace)) return;
    seen.add(namespace);
    // i18next's translator and language utils share this options object: lookups from now on end in English. From
    // then on i18next also reads English beside each namespace loaded later, as it did for every load before: a
    // locale missing a key is the exception (scripts/locale-completeness.test.ts).
    instance.options.fallbackLng = fallback;
    void instance.reloadResources([fallback], [namespace]);
  };
}
