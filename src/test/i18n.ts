import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_TAGS, type Locale } from '../markets/matrix';

const localesDir = resolve(import.meta.dirname, '../../public/locales');

/** An i18n instance with the shipped locale files loaded synchronously, for component tests. */
export function createTestI18n(locale: Locale = 'en'): I18n {
  const resources: Resource = {};
  // Keyed by language tag as in the app (src/shared/i18n/options.ts), so plurals and number formats are the real ones.
  for (const folder of new Set<Locale>([locale, 'en'])) {
    resources[LANGUAGE_TAGS[folder]] = Object.fromEntries(
      readdirSync(resolve(localesDir, folder)).map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(resolve(localesDir, folder, file), 'utf8')) as ResourceLanguage,
      ]),
    );
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: LANGUAGE_TAGS[locale],
    fallbackLng: 'en',
    load: 'currentOnly',
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
