import { fetchTexts, fillPath, postMissingKey } from './fetch-backend.ts';
import type { LanguageTexts } from './texts-lookup.ts';
import type { TranslatorSettings } from './translator-settings.ts';
import { FIRST_SCREEN_NAMESPACES } from './first-screen-texts.ts';
import { FALLBACK_LOCALE, LANGUAGE_TAGS, type Locale } from '#markets/matrix.ts';
import { withoutTrailingSlash } from '../lib/url-path.ts';

export const DEFAULT_LOCALE_PATH = '/locales/{lng}/{ns}.json';
export const ADD_MISSING_PATH = '/locales/add/{lng}/{ns}';

/** Spec section 9: translation loader reads 10 files in parallel, retries 5 times from 350 ms, doubling. */
export const LOADER_LIMITS = { maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 } as const;

/** Turns the spec's `{lng}` template into the loader's `{{lng}}` and puts it under the base path. */
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
  /** The build's copies of its language's texts, a folder under the base path (texts-folder.ts); none: not read. */
  textsFolder?: string;
}

/**
 * The language's template where the build has copies of its texts and the cell reads them from its own /locales/
 * (build/texts-folder-plugin.ts says why); undefined otherwise (a locale path of the cell's own, the dev server).
 */
function copiesLoadPath(settings: Omit<I18nSettings, 'isDevelopment'>): string | undefined {
  const ownPath = !settings.localePathTemplate || settings.localePathTemplate === DEFAULT_LOCALE_PATH;
  if (!settings.textsFolder || !ownPath) return undefined;
  return `${withoutTrailingSlash(settings.basePath)}/${settings.textsFolder}/{{ns}}.json`;
}

/** The translation namespaces every form page reads, besides the shell's. */
export const FORM_NAMESPACES = ['fields', 'validation'] as const;

/**
 * The namespaces the app starts with: the shell's (`common`, which comes with the page: first-screen-texts.ts) and
 * those every form page reads (FORM_NAMESPACES). The form's are asked for together as the translator starts
 * (startI18n), not each when a component first needs it: the first step otherwise asked for `validation` only once
 * `fields` had arrived and the step had rendered, a round trip in a row after the touch (issue 27). Nothing waits
 * for them but the screens that read them: the shell, the spinner and a page that reads no form text draw at once.
 */
export const STARTUP_NAMESPACES = ['common', ...FORM_NAMESPACES] as const;

const inlinedNamespaces: readonly string[] = FIRST_SCREEN_NAMESPACES;

/** The startup namespaces the page does not come with, asked for as the translator starts. */
export const STARTUP_FETCHED_NAMESPACES: readonly string[] = STARTUP_NAMESPACES.filter(
  (namespace) => !inlinedNamespaces.includes(namespace),
);

/**
 * The files of the startup namespaces the page does not come with, in the build's language: what a first visit
 * fetches while idle, before the touch that starts the app (build/app-start-policy.ts).
 */
export function startupTextUrls(settings: Omit<I18nSettings, 'isDevelopment'>): string[] {
  const loadPath =
    copiesLoadPath(settings) ??
    toBackendPath(settings.localePathTemplate || DEFAULT_LOCALE_PATH, settings.basePath);
  return STARTUP_FETCHED_NAMESPACES.map((namespace) => fillPath(loadPath, settings.locale, namespace));
}

/** The language's folder read from the build's copies, where it has them. */
function withCopies(settings: I18nSettings): { loadPathOfFolder?: Record<string, string> } {
  const copies = copiesLoadPath(settings);
  return copies ? { loadPathOfFolder: { [settings.locale]: copies } } : {};
}

/** English: what a key missing in the applicant's language is shown in, loaded only then (lazy-fallback.ts). */
export const FALLBACK_LANGUAGE = LANGUAGE_TAGS[FALLBACK_LOCALE];

/**
 * The translator of a cell: its language's texts, starting with those the page came with (`bundled`,
 * first-screen-texts.ts) and reading the others from the locale path through the loader's limits; English read only
 * for a key the language misses; in development, such a key posted to the add-missing path.
 */
export function translatorSettings(
  settings: I18nSettings,
  bundled?: LanguageTexts,
  fetch?: typeof globalThis.fetch,
): TranslatorSettings {
  const language = LANGUAGE_TAGS[settings.locale];
  const files = {
    loadPath: toBackendPath(settings.localePathTemplate || DEFAULT_LOCALE_PATH, settings.basePath),
    // Language tag → the spec's `/locales/{lng}/` folder (es-MX → mx); English is its own folder.
    folderOfLanguage: { [language]: settings.locale },
    ...withCopies(settings),
    ...(fetch ? { fetch } : {}),
  };
  return {
    language,
    defaultNamespace: 'common',
    resources: { [language]: bundled ?? {} },
    fallbackLanguage: FALLBACK_LANGUAGE,
    read: fetchTexts(files),
    limits: LOADER_LIMITS,
    ...(settings.isDevelopment
      ? {
          onMissingKey: postMissingKey(
            { ...files, addPath: toBackendPath(ADD_MISSING_PATH, settings.basePath) },
            FALLBACK_LANGUAGE,
          ),
        }
      : {}),
  };
}
