// @vitest-environment node
/**
 * Every locale is complete (issue 14): each key of en is present, no text is left in English outside a short reviewed
 * allowlist, the {{placeholders}} are the ones en uses, and each plural key has exactly the forms CLDR gives the
 * locale's language (Polish one/few/many/other, Vietnamese other only ...). A new English string fails this test
 * until every locale writes it in its own language. Each failure lists the offending keys as `namespace:key`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COUNTRY_PROFILES } from '#markets/countries.ts';
import { LANGUAGE_TAGS } from '#markets/matrix.ts';

const root = join(import.meta.dirname, '..', 'public', 'locales');
const SOURCE = 'en';

/** The language each locale folder is written in: the tags the app's translator is given, so CLDR's plural rules apply. */
const BCP47: Readonly<Record<string, string>> = LANGUAGE_TAGS;

/**
 * Texts that may stay as in English, reviewed: official acronyms of identifiers and account numbers, the same in
 * every language. Add a value only when it is the right text in that language, never to silence a missing translation.
 */
const SAME_IN_EVERY_LOCALE: readonly string[] = ['IBAN', 'CLABE', 'PESEL', 'CNP'];
const SAME_IN_LOCALE: Readonly<Record<string, readonly string[]>> = {
  // Spanish words spelt as the English ones.
  es: ['No', 'Sector'],
  mx: ['No', 'Sector'],
  co: ['No', 'Sector'],
  // Filipinos say these in English (Taglish), reviewed with the ph translation. The Truth in Lending Act (RA 3765)
  // and the BSP's disclosure statements name the finance charge and the effective interest rate in English.
  ph: ['Email address', 'Password', 'Finance charge', 'Effective interest rate'],
};

/**
 * English acronyms of terms each market has words of its own for (the annual rate: TAE, RRSO, DAE, CAT, effektiver
 * Jahreszins; the postcode). A translation uses the market's words unless the market itself writes the acronym, noted
 * here per locale with the reason.
 */
const ENGLISH_ACRONYMS: readonly string[] = ['APR', 'ZIP'];
const ENGLISH_ACRONYMS_WRITTEN: Readonly<Record<string, readonly string[]>> = {
  // PhilPost and every Philippine form, Filipino ones included, call the postcode the ZIP code.
  ph: ['ZIP'],
};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Texts = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Texts): Texts {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** All texts of a locale, keyed `namespace:path.to.key`. */
function textsOf(locale: string): Texts {
  const texts: Texts = new Map();
  for (const file of readdirSync(join(root, locale)).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    const parsed: unknown = JSON.parse(readFileSync(join(root, locale, file), 'utf8'));
    for (const [key, text] of flatten(parsed, '', new Map())) texts.set(`${namespace}:${key}`, text);
  }
  return texts;
}

const placeholders = (text: string) => [...new Set(text.match(/\{\{\s*[\w.-]+\s*\}\}/g) ?? [])].sort();
/** Only placeholders, tags, digits and punctuation: nothing to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, '').replace(/<[^>]*>/g, ''));
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');

const english = textsOf(SOURCE);
const englishPluralBases = new Set(
  [...english.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(pluralBase),
);
const locales = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const others = locales.filter((locale) => locale !== SOURCE);

/** Each country's own texts (a hint only it writes), by the locale that writes them (src/markets/countries.ts). */
const OWN_TEXTS = new Map<string, Set<string>>();
for (const profile of Object.values(COUNTRY_PROFILES))
  for (const key of profile.ownTexts ?? [])
    OWN_TEXTS.set(profile.locale, new Set([...(OWN_TEXTS.get(profile.locale) ?? []), key]));
const ownSomewhere = new Set([...OWN_TEXTS.values()].flatMap((keys) => [...keys]));

describe('locale completeness', () => {
  it('knows the language of every locale folder', () => {
    expect(locales.filter((locale) => !(locale in BCP47))).toEqual([]);
    expect(others.length).toBeGreaterThan(0);
  });

  it('has the same namespace files in every locale', () => {
    const namespaces = (locale: string) => readdirSync(join(root, locale)).sort();
    const differing = others.filter((locale) => namespaces(locale).join() !== namespaces(SOURCE).join());
    expect(differing).toEqual([]);
  });

  it("writes a country's own texts in that country's locale alone, en included (no S/N hint outside mx and es)", () => {
    const misplaced = locales.flatMap((locale) =>
      [...textsOf(locale).keys()]
        .filter((key) => ownSomewhere.has(key) && !OWN_TEXTS.get(locale)?.has(key))
        .map((key) => `${locale} ${key}`),
    );
    const missing = [...OWN_TEXTS].flatMap(([locale, keys]) =>
      [...keys].filter((key) => !textsOf(locale).has(key)).map((key) => `${locale} ${key}`),
    );
    expect(ownSomewhere.size).toBeGreaterThan(0);
    expect({ misplaced, missing }).toEqual({ misplaced: [], missing: [] });
  });

  describe.each(locales)('%s', (locale) => {
    // en is the source: comparing it with itself proves nothing, so it gets only the placeholder and plural checks.
    const itForTranslations = locale === SOURCE ? () => undefined : it;
    const texts = textsOf(locale);
    // CLDR's forms for the language: the translator is given the language tag (src/shared/i18n/options.ts), so these are
    // exactly the forms it asks for. A form the language does not have is refused.
    const categories = new Set(new Intl.PluralRules(BCP47[locale]).resolvedOptions().pluralCategories);

    itForTranslations('has every key of en (plural keys aside)', () => {
      const missing = [...english.keys()].filter((key) => !PLURAL_SUFFIX.test(key) && !texts.has(key));
      expect(missing).toEqual([]);
    });

    itForTranslations('has no key en does not have', () => {
      const unknown = [...texts.keys()].filter((key) =>
        PLURAL_SUFFIX.test(key)
          ? !englishPluralBases.has(pluralBase(key))
          : !english.has(key) && !OWN_TEXTS.get(locale)?.has(key),
      );
      expect(unknown).toEqual([]);
    });

    itForTranslations('writes no text identical to English outside the reviewed allowlist', () => {
      const allowed = new Set([...SAME_IN_EVERY_LOCALE, ...(SAME_IN_LOCALE[locale] ?? [])]);
      const inEnglish = [...texts]
        .filter(([key, text]) => english.get(key) === text && hasWords(text) && !allowed.has(text))
        .map(([key, text]) => `${key} = ${JSON.stringify(text)}`);
      expect(inEnglish).toEqual([]);
    });

    it('writes no double full stop (a value that ends with its own is one: src/shared/i18n/sentence-end.ts)', () => {
      const doubled = [...texts].filter(([, text]) => /\p{L}\.\.(?!\.)/u.test(text)).map(([key]) => key);
      expect(doubled).toEqual([]);
    });

    itForTranslations(
      'leaves no English acronym its market writes in its own words (the reviewed notes above)',
      () => {
        const allowed = new Set(ENGLISH_ACRONYMS_WRITTEN[locale] ?? []);
        const found = [...texts].flatMap(([key, text]) =>
          ENGLISH_ACRONYMS.filter(
            (acronym) => !allowed.has(acronym) && new RegExp(`\\b${acronym}\\b`).test(text),
          ).map((acronym) => `${key}: ${acronym}`),
        );
        expect(found).toEqual([]);
      },
    );

    it('uses the placeholders en uses', () => {
      const differing = [...texts].flatMap(([key, text]) => {
        // A plural form en lacks (Polish "few") is compared with en's "other".
        const source = english.get(key) ?? english.get(`${pluralBase(key)}_other`);
        if (source === undefined) return [];
        const expected = placeholders(source).join(' ');
        const actual = placeholders(text).join(' ');
        return expected === actual ? [] : [`${key}: ${actual || '(none)'} instead of ${expected}`];
      });
      expect(differing).toEqual([]);
    });

    it(`has exactly the plural forms of ${BCP47[locale] ?? locale} for each plural key of en`, () => {
      const expected = [...categories].sort().join(' ');
      const wrong = [...englishPluralBases].flatMap((base) => {
        const forms = [...texts.keys()]
          .filter((key) => PLURAL_SUFFIX.test(key) && pluralBase(key) === base)
          .map((key) => PLURAL_SUFFIX.exec(key)?.[1] ?? '')
          .sort()
          .join(' ');
        return forms === expected ? [] : [`${base}: ${forms || '(none)'} instead of ${expected}`];
      });
      expect(wrong).toEqual([]);
    });
  });
});
