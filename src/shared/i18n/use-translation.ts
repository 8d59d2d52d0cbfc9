/**
 * The screens' texts (docs/adr/0039): `t` reading from the first namespace asked for (a key may name another:
 * `common:shell.title`), the translator itself, and whether every namespace asked for is read. A screen waits for
 * its texts (it suspends until they are read), unless it asks not to (`useSuspense: false`) and draws with what
 * there is. It draws again when texts arrive (the English of a missing key, a namespace read later), with a new `t`.
 */
import { useContext, useEffect, useMemo, useState } from 'react';
import { TranslatorContext } from './i18n-provider.tsx';
import type { TFunction, Translator } from './translator.ts';

export interface TranslationOptions {
  /** False: draw at once with what is read, rather than wait for the texts. */
  useSuspense?: boolean;
}

/** A tuple and an object at once, as react-i18next answered (the screens read it either way). */
export type Translation = [TFunction, Translator, boolean] & {
  t: TFunction;
  i18n: Translator;
  ready: boolean;
};

export function useTranslation(
  namespaces?: string | readonly string[],
  options?: TranslationOptions,
): Translation {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const names =
    namespaces === undefined
      ? [i18n.defaultNamespace]
      : typeof namespaces === 'string'
        ? [namespaces]
        : namespaces;
  const [revision, setRevision] = useState(i18n.revision);
  // Subscribed before anything is read: texts arriving between the render and the effect are not missed.
  useEffect(() => {
    const update = () => setRevision(i18n.revision);
    const stop = i18n.onChange(update);
    update();
    return stop;
  }, [i18n]);
  const ready = names.every((namespace) => i18n.hasLoadedNamespace(namespace));
  const key = names.join(',');
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(key.split(','));
  }, [i18n, ready, key]);
  const first = names[0] ?? i18n.defaultNamespace;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` after each change of the texts
  const t = useMemo(() => i18n.fixedT(first), [i18n, first, revision]);
  const translation = useMemo(() => {
    const tuple: [TFunction, Translator, boolean] = [t, i18n, ready];
    return Object.assign(tuple, { t, i18n, ready });
  }, [t, i18n, ready]);
  // A screen that waits suspends on the read; React draws it again once the promise settles.
  if (!ready && options?.useSuspense !== false) throw i18n.loadNamespaces(names);
  return translation;
}
