/** The shipped locale files, bundled into the gallery, behind the same i18n set-up the screen tests use. */
import type { LanguageTexts, Texts, Translator } from '#shared/i18n/translator.ts';
import { LANGUAGE_TAGS, LOCALES, type Locale } from '#markets/matrix.ts';
import { createI18nFromResources } from '#test/i18n-instance.ts';

const files = import.meta.glob<Texts>('../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

const resources: Record<string, LanguageTexts> = {};
for (const [path, texts] of Object.entries(files)) {
  // A glob key is always `../public/locales/<folder>/<file>.json`: its last two segments exist.
  const [folder, file] = path.split('/').slice(-2) as [string, string];
  const locale = LOCALES.find((candidate) => candidate === folder);
  if (!locale) continue;
  const tag = LANGUAGE_TAGS[locale];
  resources[tag] = { ...resources[tag], [file.replace(/\.json$/, '')]: texts };
}

const instances = new Map<Locale, Translator>();

/** One instance per locale, made on first use. */
export function galleryI18n(locale: Locale): Translator {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = createI18nFromResources(resources, locale);
  instances.set(locale, instance);
  return instance;
}
