import type { InitOptions } from 'i18next';
import type { FetchBackendOptions } from './fetch-backend';
import { FALLBACK_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from '../../markets/matrix';

export const NAMESPACES = ['common'] as const;
export const DEFAULT_LOCALE_PATH = '/locales/{lng}/{ns}.json';
export const ADD_MISSING_PATH = '/locales/add/{lng}/{ns}';

/** Spec section 9: translation loader reads 10 files in parallel, retries 5 times from 350 ms, doubling. */
export const LOADER_LIMITS = { maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 } as const;

/** Turns the spec's `{lng}` template into i18next's `{{lng}}` and puts it under the base path. */
export function toBackendPath(template: string, basePath: string): string {
  const withBraces = template.replace(/\{\{?(lng|ns)\}?\}/g, '{{$1}}');
  if (/^https?:\/\//.test(withBraces)) return withBraces;
  const prefix = basePath.replace(/\/+$/, '');
  return `${prefix}/${withBraces.replace(/^\/+/, '')}`;
}

export interface I18nSettings {
  locale: Locale;
  localePathTemplate: string;
  basePath: string;
  isDevelopment: boolean;
}

/** Language tag → locale folder, for the loader: files stay in the spec's `/locales/{lng}/` folders (mx, vn ...). */
export const FOLDER_OF_LANGUAGE: Readonly<Record<string, string>> = Object.fromEntries(
  LOCALES.map((locale) => [LANGUAGE_TAGS[locale], locale]),
);

export function buildI18nOptions(settings: I18nSettings): InitOptions<FetchBackendOptions> {
  return {
    lng: LANGUAGE_TAGS[settings.locale],
    fallbackLng: LANGUAGE_TAGS[FALLBACK_LOCALE],
    supportedLngs: LOCALES.map((locale) => LANGUAGE_TAGS[locale]),
    // es-MX is a language of its own here (its folder, its words): never load a plain "es" beside it.
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    ...LOADER_LIMITS,
    // Missing keys are posted back only in development, to the add-missing path.
    saveMissing: settings.isDevelopment,
    backend: {
      loadPath: toBackendPath(settings.localePathTemplate || DEFAULT_LOCALE_PATH, settings.basePath),
      folderOfLanguage: FOLDER_OF_LANGUAGE,
      ...(settings.isDevelopment ? { addPath: toBackendPath(ADD_MISSING_PATH, settings.basePath) } : {}),
    },
    react: { useSuspense: true },
  };
}
