import i18next from 'i18next';
import { FetchBackend, type FetchBackendOptions } from './fetch-backend';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../markets/matrix';
import { buildI18nOptions } from './options';

export interface StartI18nSettings {
  locale: Locale;
  localePathTemplate: string;
  basePath: string;
  isDevelopment: boolean;
}

export function startI18n(settings: StartI18nSettings) {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    // i18next's languages are BCP 47 tags (LANGUAGE_TAGS), what <html lang> expects.
    document.documentElement.lang = language;
  });
  void instance.use(FetchBackend).use(initReactI18next).init<FetchBackendOptions>(buildI18nOptions(settings));
  return instance;
}
