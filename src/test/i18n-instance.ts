import { LANGUAGE_TAGS, type Locale } from '#markets/matrix.ts';
import { Translator, type LanguageTexts } from '#shared/i18n/translator.ts';

/**
 * A translator over locale files already read (keyed by language tag, as in the app: src/shared/i18n/options.ts, so
 * plurals and number formats are the real ones), with English beside the language. Tests read them from disk
 * (i18n.ts), the gallery bundles them.
 */
export function createI18nFromResources(
  resources: Readonly<Record<string, LanguageTexts>>,
  locale: Locale,
): Translator {
  return new Translator({
    language: LANGUAGE_TAGS[locale],
    defaultNamespace: 'common',
    resources,
    fallbackLanguage: 'en',
  });
}
