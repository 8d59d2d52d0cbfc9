import i18next from 'i18next';
import { FetchBackend, type FetchBackendOptions } from './fetch-backend.ts';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '#markets/matrix.ts';
import { buildI18nOptions, FALLBACK_LANGUAGE } from './options.ts';
import { englishWhenMissing } from './lazy-fallback.ts';
import { readFirstScreenTexts } from './first-screen-texts.ts';
import { sentenceEnd } from './sentence-end.ts';

export interface StartI18nSettings {
  locale: Locale;
  localePathTemplate: string;
  basePath: string;
  isDevelopment: boolean;
}

/** Starts an instance over the fetch backend with English loaded only for a missing key (lazy-fallback.ts). */
export function initI18n(instance: typeof i18next, options: ReturnType<typeof buildI18nOptions>) {
  const backend = new FetchBackend();
  return instance
    .use(backend)
    .use(sentenceEnd)
    .init<FetchBackendOptions>({
      ...options,
      missingKeyHandler: englishWhenMissing(instance, backend, FALLBACK_LANGUAGE),
    });
}

export function startI18n(settings: StartI18nSettings) {
  // <html lang> is the build's (build/market-plugin.ts writes the cell's BCP 47 tag), and the language never changes.
  const instance = i18next.createInstance();
  void initI18n(instance.use(initReactI18next), buildI18nOptions(settings, readFirstScreenTexts(document)));
  return instance;
}
