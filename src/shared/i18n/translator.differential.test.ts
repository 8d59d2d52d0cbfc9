/**
 * The translator against i18next, the library it replaced (docs/adr/0039), over every shipped locale file: the same
 * key with the same options gives the same text. Keys are the files' own (and the stems of their plural and context
 * forms), with counts, contexts and placeholder values generated, flat keys read as written in `validation`, and
 * keys no file has. i18next is set up as the app had it: no fallback language, numbers written as the page writes
 * them, one full stop at a sentence's end.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
// eslint-disable-next-line no-restricted-imports -- the library the translator replaced, read to compare with it
import i18next, { type i18n as I18n } from 'i18next';
import { LANGUAGE_TAGS, LOCALES, type Locale } from '#markets/matrix.ts';
import { formatNumber } from '#shared/lib/money.ts';
import { withOneFullStop } from './sentence-end.ts';
import { textKeys } from './texts-warm-up.ts';
import { Translator, type LanguageTexts, type Texts } from './translator.ts';

const localesDir = resolve(import.meta.dirname, '../../../public/locales');

function filesOf(locale: Locale): LanguageTexts {
  const read = (file: string): Texts => {
    const texts: unknown = JSON.parse(readFileSync(resolve(localesDir, locale, file), 'utf8'));
    if (typeof texts !== 'object' || texts === null) throw new Error(`${locale}/${file} holds no texts`);
    return { ...texts };
  };
  return Object.fromEntries(
    readdirSync(resolve(localesDir, locale)).map((file) => [file.replace(/\.json$/, ''), read(file)]),
  );
}

function i18nextAsTheAppHadIt(language: string, texts: LanguageTexts): I18n {
  const instance = i18next.createInstance();
  void instance
    .use({ type: 'postProcessor', name: 'sentenceEnd', process: (value: string) => withOneFullStop(value) })
    .init({
      lng: language,
      fallbackLng: false,
      load: 'currentOnly',
      defaultNS: 'common',
      resources: { [language]: texts },
      initAsync: false,
      interpolation: { escapeValue: false },
      postProcess: ['sentenceEnd'],
    });
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
    typeof value === 'number' && lng
      ? formatNumber(value, lng)
      : new Intl.NumberFormat(lng).format(Number(value)),
  );
  return instance;
}

const FORM_SUFFIX = /_(zero|one|two|few|many|other|exact|mdy|dmy|ymd|days|months)$/;
const placeholderNames = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{\{([^},]+)/g)].map((match) => (match[1] ?? '').trim()) : [];

describe.each(LOCALES)('the %s locale files', (locale) => {
  const language = LANGUAGE_TAGS[locale];
  const texts = filesOf(locale);
  const translator = new Translator({
    language,
    defaultNamespace: 'common',
    resources: { [language]: texts },
  });
  const library = i18nextAsTheAppHadIt(language, texts);
  const calls = Object.entries(texts).flatMap(([namespace, group]) =>
    textKeys(group).flatMap((key) => {
      const names = placeholderNames(
        // textKeys named a path of groups down to a text: each step is a group.
        key.split('.').reduce<unknown>((at, name) => (at as Texts | undefined)?.[name], group),
      );
      const stem = key.replace(FORM_SUFFIX, '').replace(FORM_SUFFIX, '');
      return [...new Set([key, stem, `${stem}.notThere`])].map((candidate) => ({
        namespace,
        key: candidate,
        names,
      }));
    }),
  );

  it("gives i18next's text for every key, with generated counts, contexts and values", () => {
    const value = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.integer({ min: -5, max: 2_000_000 }),
      fc.double({ noNaN: true, min: 0, max: 1e6 }),
      fc.constant('10:59 a.m.'),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...calls),
        fc.option(fc.constantFrom(0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 1.5, 1_000_000), { nil: undefined }),
        fc.option(fc.constantFrom('exact', 'mdy', 'dmy', 'ymd', 'days', 'months', ''), { nil: undefined }),
        fc.boolean(),
        fc.boolean(),
        fc.array(value, { minLength: 4, maxLength: 4 }),
        ({ namespace, key, names }, count, context, flat, inKey, values) => {
          const options: { count?: number; context?: string; ns?: string; keySeparator?: false } & Record<
            string,
            unknown
          > = {
            ...(count === undefined ? {} : { count }),
            ...(context === undefined ? {} : { context }),
          };
          names.forEach((name, index) => (options[name] = values[index % values.length]));
          if (flat && namespace === 'validation') options.keySeparator = false;
          const asked = inKey ? `${namespace}:${key}` : key;
          if (!inKey) options.ns = namespace;
          const ours = translator.t(asked, options);
          const theirs = library.t(asked, options);
          expect(ours, JSON.stringify({ asked, options })).toBe(theirs);
          expect(translator.exists(asked, options)).toBe(library.exists(asked, options));
        },
      ),
      { seed: 42, numRuns: 400 },
    );
  });
});
