import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../markets/matrix';

const localesDir = resolve(import.meta.dirname, '../../public/locales');

/** An i18n instance with the shipped locale files loaded synchronously, for component tests. */
export function createTestI18n(locale: Locale = 'en'): I18n {
  const resources: Resource = {};
  for (const language of new Set([locale, 'en'])) {
    resources[language] = Object.fromEntries(
      readdirSync(resolve(localesDir, language)).map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(resolve(localesDir, language, file), 'utf8')) as ResourceLanguage,
      ]),
    );
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
