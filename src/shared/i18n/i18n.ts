import i18next from 'i18next';
import { FetchBackend, type FetchBackendOptions } from './fetch-backend.ts';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '#markets/matrix.ts';
import { buildI18nOptions, FALLBACK_LANGUAGE, STARTUP_FETCHED_NAMESPACES } from './options.ts';
import { englishWhenMissing } from './lazy-fallback.ts';
import { readFirstScreenTexts } from './first-screen-texts.ts';
import { sentenceEnd } from './sentence-end.ts';
import { formatNumber } from '../lib/money.ts';

export interface StartI18nSettings {
  locale: Locale;
  localePathTemplate: string;
  basePath: string;
  isDevelopment: boolean;
}

/**
 * i18next's `number` format as the page writes its numbers (money.ts's formatNumber, without Intl for the build's own
 * locale: docs/adr/0030); a format given options (`number(minimumFractionDigits: 2)`) stays Intl's.
 */
function writeNumbersAsThePage(instance: typeof i18next) {
  const intlFormat = (value: unknown, lng: string | undefined, options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(lng, options).format(Number(value));
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined, options: object) => {
    const asked = Object.keys(options).filter((key) => key in NUMBER_OPTION_KEYS);
    return typeof value === 'number' && lng && asked.length === 0
      ? formatNumber(value, lng)
      : intlFormat(value, lng, options);
  });
}

/** The keys of Intl.NumberFormat's options: a format that names one asks Intl for it. */
const NUMBER_OPTION_KEYS: Record<keyof Intl.NumberFormatOptions, true> = {
  compactDisplay: true,
  currency: true,
  currencyDisplay: true,
  currencySign: true,
  localeMatcher: true,
  maximumFractionDigits: true,
  maximumSignificantDigits: true,
  minimumFractionDigits: true,
  minimumIntegerDigits: true,
  minimumSignificantDigits: true,
  notation: true,
  numberingSystem: true,
  signDisplay: true,
  style: true,
  unit: true,
  unitDisplay: true,
  useGrouping: true,
  roundingIncrement: true,
  roundingMode: true,
  roundingPriority: true,
  trailingZeroDisplay: true,
};

/** Starts an instance over the fetch backend with English loaded only for a missing key (lazy-fallback.ts). */
export function initI18n(instance: typeof i18next, options: ReturnType<typeof buildI18nOptions>) {
  const backend = new FetchBackend();
  const started = instance
    .use(backend)
    .use(sentenceEnd)
    .init<FetchBackendOptions>({
      ...options,
      missingKeyHandler: englishWhenMissing(instance, backend, FALLBACK_LANGUAGE),
    });
  writeNumbersAsThePage(instance);
  // Asked for now, beside `common`, and waited for only by the screens that read them (options.ts).
  void instance.loadNamespaces([...STARTUP_FETCHED_NAMESPACES]);
  return started;
}

export function startI18n(settings: StartI18nSettings) {
  // <html lang> is the build's (build/market-plugin.ts writes the cell's BCP 47 tag), and the language never changes.
  const instance = i18next.createInstance();
  void initI18n(instance.use(initReactI18next), buildI18nOptions(settings, readFirstScreenTexts(document)));
  return instance;
}
