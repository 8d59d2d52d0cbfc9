import { market } from '#markets/market.ts';
import type { Locale } from '#markets/matrix.ts';
import { bakedPluralRule } from './plural-forms.ts';
import { STARTUP_NAMESPACES, translatorSettings } from './options.ts';
import { readFirstScreenTexts } from './first-screen-texts.ts';
import { Translator, type LanguageTexts } from './translator.ts';

export interface StartI18nSettings {
  locale: Locale;
  localePathTemplate: string;
  basePath: string;
  isDevelopment: boolean;
  /** The build's copies of its language's texts (texts-folder.ts). */
  textsFolder?: string;
}

/**
 * The page's translator: the texts the page came with at once, the other startup namespaces asked for now (waited
 * for only by the screens that read them: options.ts). The language never changes (one per build; <html lang> is
 * the build's, written by build/market-plugin.ts).
 */
export function startI18n(settings: StartI18nSettings): Translator {
  return startTranslator(settings, readFirstScreenTexts(document));
}

/** The translator over the texts the page came with; `fetch` for tests, the page's otherwise. */
export function startTranslator(
  settings: StartI18nSettings,
  bundled: LanguageTexts | undefined,
  fetch?: typeof globalThis.fetch,
): Translator {
  const base = translatorSettings(settings, bundled, fetch);
  // The build's plural forms, read from Intl at build time: no ICU data loaded for a count in the start.
  const pluralRules = { [base.language]: bakedPluralRule(market.plurals, base.language) };
  const translator = new Translator({ ...base, pluralRules });
  void translator.loadNamespaces(STARTUP_NAMESPACES);
  return translator;
}
