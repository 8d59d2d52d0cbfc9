import type { InitOptions, ResourceLanguage } from 'i18next';
import { fillPath, type FetchBackendOptions } from './fetch-backend.ts';
import { FIRST_SCREEN_NAMESPACES } from './first-screen-texts.ts';
import { FALLBACK_LOCALE, LANGUAGE_TAGS, type Locale } from '#markets/matrix.ts';
import { withoutTrailingSlash } from '../lib/url-path.ts';
import { SENTENCE_END } from './sentence-end.ts';

export const DEFAULT_LOCALE_PATH = '/locales/{lng}/{ns}.json';
export const ADD_MISSING_PATH = '/locales/add/{lng}/{ns}';

/** Spec section 9: translation loader reads 10 files in parallel, retries 5 times from 350 ms, doubling. */
export const LOADER_LIMITS = { maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 } as const;

/** Turns the spec's `{lng}` template into i18next's `{{lng}}` and puts it under the base path. */
export function toBackendPath(template: string, basePath: string): string {
  const withBraces = template.replace(/\{\{?(lng|ns)\}?\}/g, '{{$1}}');
  if (/^https?:\/\//.test(withBraces)) return withBraces;
  const prefix = withoutTrailingSlash(basePath);
  return `${prefix}/${withBraces.replace(/^\/+/, '')}`;
}

export interface I18nSettings {
  locale: Locale;
  localePathTemplate: string;
  basePath: string;
  isDevelopment: boolean;
}

/** The translation namespaces every form page reads, besides the shell's. */
export const FORM_NAMESPACES = ['fields', 'validation'] as const;

/**
 * The namespaces the app starts with: the shell's (`common`, which comes with the page: first-screen-texts.ts) and
 * those every form page reads (FORM_NAMESPACES). The form's are asked for together as i18next starts (initI18n),
 * not each when a component first needs it: the first step otherwise asked for `validation` only once `fields` had
 * arrived and the step had rendered, a round trip in a row after the touch (issue 27). i18next is not held for them:
 * `ns` stays `common`, so the shell, the spinner and a page that reads no form text draw at once.
 */
export const STARTUP_NAMESPACES = ['common', ...FORM_NAMESPACES] as const;

const inlinedNamespaces: readonly string[] = FIRST_SCREEN_NAMESPACES;

/** The startup namespaces the page does not come with, asked for as i18next starts. */
export const STARTUP_FETCHED_NAMESPACES: readonly string[] = STARTUP_NAMESPACES.filter(
  (namespace) => !inlinedNamespaces.includes(namespace),
);

/**
 * The files of the startup namespaces the page does not come with, in the build's language: what a first visit
 * fetches while idle, before the touch that starts the app (build/app-start-policy.ts).
 */
export function startupTextUrls(settings: Omit<I18nSettings, 'isDevelopment'>): string[] {
  const loadPath = toBackendPath(settings.localePathTemplate || DEFAULT_LOCALE_PATH, settings.basePath);
  return STARTUP_FETCHED_NAMESPACES.map((namespace) => fillPath(loadPath, settings.locale, namespace));
}

/** English: what a key missing in the applicant's language is shown in, loaded only then (lazy-fallback.ts). */
export const FALLBACK_LANGUAGE = LANGUAGE_TAGS[FALLBACK_LOCALE];

/**
 * `bundled`: the namespaces the page came with (first-screen-texts.ts), in the applicant's language; i18next starts
 * with them and asks the backend only for the others.
 */
export function buildI18nOptions(
  settings: I18nSettings,
  bundled?: ResourceLanguage,
): InitOptions<FetchBackendOptions> {
  const lng = LANGUAGE_TAGS[settings.locale];
  return {
    lng,
    // No fallback at start: every shipped locale has every key (scripts/locale-completeness.test.ts), so English
    // would be a request on every load for nothing. A missing key adds it then (lazy-fallback.ts).
    fallbackLng: false,
    // es-MX is a language of its own here (its folder, its words): never load a plain "es" beside it.
    load: 'currentOnly',
    // What i18next waits for before it is ready, and the namespace of a key that names none (i18next makes a single
    // `ns` the default). The page comes with it; the form's namespaces are asked for beside it (initI18n).
    ns: 'common',
    interpolation: { escapeValue: false },
    // One full stop where a value's own ends the sentence ("10:59 a.m."): sentence-end.ts, registered by the instances.
    postProcess: [SENTENCE_END],
    // What the page came with; the backend loads the rest (and everything, when the page came without).
    resources: { [lng]: bundled ?? {} },
    partialBundledLanguages: true,
    ...LOADER_LIMITS,
    // i18next reports a missing key only with saveMissing on: its handler (lazy-fallback.ts) loads English, and
    // posts the key to the add-missing path, which only development has.
    saveMissing: true,
    backend: {
      loadPath: toBackendPath(settings.localePathTemplate || DEFAULT_LOCALE_PATH, settings.basePath),
      // Language tag → the spec's `/locales/{lng}/` folder (es-MX → mx); English, the only other language this
      // instance loads, is its own folder.
      folderOfLanguage: { [lng]: settings.locale },
      ...(settings.isDevelopment ? { addPath: toBackendPath(ADD_MISSING_PATH, settings.basePath) } : {}),
    },
    // `loaded`: a component shows the English text once the fallback it asked for has arrived (lazy-fallback.ts).
    // The language never changes (one per build), so that is the only event that needs one.
    // (useSuspense is react-i18next's default: a screen waits for its texts.)
    react: { bindI18n: 'loaded' },
  };
}
