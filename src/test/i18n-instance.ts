import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_TAGS, type Locale } from '#markets/matrix.ts';
import { SENTENCE_END, sentenceEnd } from '#shared/i18n/sentence-end.ts';

/**
 * An i18n instance over locale files already read (keyed by language tag, as in the app: src/shared/i18n/options.ts,
 * so plurals and number formats are the real ones). Tests read them from disk (i18n.ts), the gallery bundles them.
 */
export function createI18nFromResources(resources: Resource, locale: Locale): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use(sentenceEnd)
    .init({
      lng: LANGUAGE_TAGS[locale],
      fallbackLng: 'en',
      load: 'currentOnly',
      defaultNS: 'common',
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      postProcess: [SENTENCE_END],
    });
  return instance;
}
