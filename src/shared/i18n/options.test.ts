import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { LOCALES, type Locale } from '#markets/matrix.ts';
import { COUNTRY_PROFILES } from '#markets/countries.ts';
import { createFakeFetch } from '#shared/api/testing/fake-fetch.ts';
import {
  FALLBACK_LANGUAGE,
  LOADER_LIMITS,
  STARTUP_FETCHED_NAMESPACES,
  STARTUP_NAMESPACES,
  startupTextUrls,
  toBackendPath,
  translatorSettings,
} from './options.ts';

const settings = {
  locale: 'mx' as const,
  localePathTemplate: '/locales/{lng}/{ns}.json',
  basePath: '/application-frontend/',
};

/** The settings over a fetch that records each call and answers 404, so the test can see what would be read. */
function withFetch(
  input: Parameters<typeof translatorSettings>[0],
  bundled?: Parameters<typeof translatorSettings>[1],
) {
  const { fetch, calls } = createFakeFetch(() => new Response('', { status: 404 }));
  return { settings: translatorSettings(input, bundled, fetch), calls };
}

describe('translation loader options', () => {
  it('reads 10 files in parallel and retries 5 times from 350 ms, doubling the wait (spec section 9)', () => {
    expect(LOADER_LIMITS).toEqual({ maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 });
    expect(translatorSettings({ ...settings, isDevelopment: false }).limits).toEqual(LOADER_LIMITS);
  });

  it('starts in the country language as a BCP 47 tag, with English read only for a missing key', () => {
    const options = translatorSettings({ ...settings, isDevelopment: false });
    expect(options.language).toBe('es-MX');
    expect(options.defaultNamespace).toBe('common');
    expect(options.fallbackLanguage).toBe(FALLBACK_LANGUAGE);
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(Object.keys(options.resources ?? {})).toEqual(['es-MX']);
  });

  it.each<[Locale, string, string]>([
    ['mx', 'es-MX', 'mx'],
    ['vn', 'vi-VN', 'vn'],
    ['ph', 'fil-PH', 'ph'],
  ])('a %s build reads %s from the %s folder, and English from its own', async (locale, tag, folder) => {
    const { settings: options, calls } = withFetch({ ...settings, locale, isDevelopment: false });
    await options.read?.(tag, 'fields');
    await options.read?.('en', 'fields');
    expect(calls.map((call) => call.url)).toEqual([
      `/application-frontend/locales/${folder}/fields.json`,
      '/application-frontend/locales/en/fields.json',
    ]);
  });

  it('starts with the namespaces the page came with, and reads the rest', () => {
    const common = { shell: { loading: 'Cargando…' } };
    const options = translatorSettings({ ...settings, isDevelopment: false }, { common });
    expect(options.resources).toEqual({ 'es-MX': { common } });
    expect(options.read).toBeTypeOf('function');
  });

  it.each([
    ['es-MX', 1, 'one'],
    ['es-MX', 1_000_000, 'many'],
    ['pl-PL', 3, 'few'],
    ['pl-PL', 5, 'many'],
    ['vi-VN', 1, 'other'],
    ['fil-PH', 3, 'one'],
    ['fil-PH', 4, 'other'],
  ])('reads with a tag whose CLDR plural rule for %s of %d is %s', (tag, count, form) => {
    expect(new Intl.PluralRules(tag).select(count)).toBe(form);
  });

  it('starts with common, the default namespace; the other startup namespaces are the files fetched ahead', () => {
    expect(STARTUP_NAMESPACES).toEqual(['common', ...STARTUP_FETCHED_NAMESPACES]);
  });

  it.each([
    [
      settings,
      ['/application-frontend/locales/mx/fields.json', '/application-frontend/locales/mx/validation.json'],
    ],
    [
      {
        locale: 'ph' as const,
        localePathTemplate: 'https://cdn.example.test/{lng}/{ns}.json',
        basePath: '/',
      },
      ['https://cdn.example.test/ph/fields.json', 'https://cdn.example.test/ph/validation.json'],
    ],
    [
      { locale: 'pl' as const, localePathTemplate: '', basePath: '/' },
      ['/locales/pl/fields.json', '/locales/pl/validation.json'],
    ],
    [
      { ...settings, textsFolder: 'assets/locales/mx-abc' },
      [
        '/application-frontend/assets/locales/mx-abc/fields.json',
        '/application-frontend/assets/locales/mx-abc/validation.json',
      ],
    ],
    [
      {
        locale: 'pl' as const,
        localePathTemplate: 'https://cdn.example.test/{lng}/{ns}.json',
        basePath: '/',
        textsFolder: 'assets/locales/pl-abc',
      },
      ['https://cdn.example.test/pl/fields.json', 'https://cdn.example.test/pl/validation.json'],
    ],
  ])('fetches ahead the startup files the page does not come with (%o)', (input, urls) => {
    expect(startupTextUrls(input)).toEqual(urls);
  });

  it("reads the language from the build's copies, and English (a key the language misses) from the spec's path", async () => {
    const { settings: read, calls } = withFetch({
      ...settings,
      isDevelopment: false,
      textsFolder: 'assets/locales/mx-abc',
    });
    await read.read?.('es-MX', 'fields');
    await read.read?.(FALLBACK_LANGUAGE, 'fields');
    expect(calls.map(({ url }) => url)).toEqual([
      '/application-frontend/assets/locales/mx-abc/fields.json',
      '/application-frontend/locales/en/fields.json',
    ]);
  });

  it('posts a missing key to the add-missing path in English in development, and has no such poster in production', () => {
    const development = withFetch({ ...settings, isDevelopment: true });
    development.settings.onMissingKey?.('fields', 'not.there');
    expect(development.calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      {
        url: '/application-frontend/locales/add/en/fields',
        method: 'POST',
        body: { 'not.there': 'not.there' },
      },
    ]);
    expect(translatorSettings({ ...settings, isDevelopment: false }).onMissingKey).toBeUndefined();
  });

  it.each([
    ['/locales/{lng}/{ns}.json', '/', '/locales/{{lng}}/{{ns}}.json'],
    ['i18n/{{lng}}-{{ns}}.json', '/base/', '/base/i18n/{{lng}}-{{ns}}.json'],
    ['https://cdn.example.test/{lng}/{ns}.json', '/base/', 'https://cdn.example.test/{{lng}}/{{ns}}.json'],
  ])('turns the template %s under %s into %s', (template, base, expected) => {
    expect(toBackendPath(template, base)).toBe(expected);
  });
});

describe('locale files', () => {
  const localesDir = resolve(import.meta.dirname, '../../../public/locales');
  const keysOf = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
      : [prefix];
  const read = (locale: string, ns: string) =>
    z
      .record(z.string(), z.unknown())
      .parse(JSON.parse(readFileSync(resolve(localesDir, locale, `${ns}.json`), 'utf8')));

  it('exist for all nine locales', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...LOCALES].sort());
  });

  // Plural keys differ by language (Polish has _few and _many, Vietnamese only _other): compare their stems.
  const stems = (keys: string[]) =>
    [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

  // A country's own texts (an S/N hint) are its locale's alone: src/markets/countries.ts lists them.
  const ownTexts = (locale: string) =>
    new Set(
      Object.values(COUNTRY_PROFILES)
        .filter((profile) => profile.locale === locale)
        .flatMap((profile) => profile.ownTexts ?? []),
    );

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has every key of en and no other', (locale) => {
    const own = ownTexts(locale);
    for (const ns of readdirSync(resolve(localesDir, 'en'))) {
      const name = ns.replace(/\.json$/, '');
      const keys = keysOf(read(locale, name)).filter((key) => !own.has(`${name}:${key}`));
      expect(stems(keys)).toEqual(stems(keysOf(read('en', name))));
    }
  });

  // Field messages are what a refused applicant reads: none may be left in English in a non-English market.
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has no validation message left in English',
    (locale) => {
      const english = read('en', 'validation');
      const own = read(locale, 'validation');
      expect(Object.keys(own).filter((key) => own[key] === english[key])).toEqual([]);
    },
  );

  it('keeps the exact English error text of the spec', () => {
    expect(read('en', 'common')).toMatchObject({
      errors: { generic: 'Something went wrong. Please, try again later.' },
    });
  });
});
