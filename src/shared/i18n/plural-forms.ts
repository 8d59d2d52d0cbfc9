/**
 * A language's plural forms for the counts a page shows (a term of 1 to 36 months, 7 to 60 days), as data: read from
 * Intl.PluralRules once, at build time (build/market-plugin.ts bakes them into `market.plurals`), so the first text
 * with a count does not load ICU's plural data inside the app's start (about 10 ms at CPU 4x, the translator's
 * largest cost: docs/adr/0039). A count the data does not cover (a fraction, a negative number, 200 or more) asks Intl
 * as before.
 */

/** How many whole counts, from 0, the data covers. */
export const BAKED_COUNTS = 200;

const LETTER_OF: Record<Intl.LDMLPluralRule, string> = {
  zero: 'z',
  one: 'o',
  two: 't',
  few: 'f',
  many: 'm',
  other: 'x',
};
const FORM_OF: Readonly<Record<string, Intl.LDMLPluralRule>> = Object.fromEntries(
  Object.entries(LETTER_OF).map(([form, letter]) => [letter, form as Intl.LDMLPluralRule]), // the keys are LETTER_OF's
);

/** A plural rule: the form of a count ('one', 'few', 'other'...). */
export interface PluralRule {
  select(count: number): string;
}

/** The forms of 0 to BAKED_COUNTS - 1 in the language, one letter each (build time). */
export function pluralFormsOf(language: string): string {
  const rules = new Intl.PluralRules(language);
  return Array.from({ length: BAKED_COUNTS }, (_, count) => LETTER_OF[rules.select(count)]).join('');
}

/** The rule of the baked forms, with Intl's own rule made only for a count they do not cover. */
export function bakedPluralRule(forms: string, language: string): PluralRule {
  let intl: Intl.PluralRules | undefined;
  return {
    select(count) {
      const form = Number.isInteger(count) && count >= 0 ? FORM_OF[forms.charAt(count)] : undefined;
      if (form) return form;
      intl ??= new Intl.PluralRules(language);
      return intl.select(count);
    },
  };
}
