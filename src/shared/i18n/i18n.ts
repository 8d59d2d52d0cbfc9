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
  /** BCP 47 tag for <html lang>; our locale codes (mx, vn ...) are not valid tags. */
  htmlLang: string;
}

export function startI18n(settings: StartI18nSettings) {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language === settings.locale ? settings.htmlLang : language;
  });
  void instance.use(FetchBackend).use(initReactI18next).init<FetchBackendOptions>(buildI18nOptions(settings));
  return instance;
}
