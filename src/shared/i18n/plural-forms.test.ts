import fc from 'fast-check';
import { LANGUAGE_TAGS, LOCALES } from '#markets/matrix.ts';
import { BAKED_COUNTS, bakedPluralRule, pluralFormsOf } from './plural-forms.ts';

describe('plural forms baked at build time', () => {
  it.each(LOCALES.map((locale) => LANGUAGE_TAGS[locale]))(
    '%s: the baked rule answers as Intl for any count, building no Intl rule for the counts baked',
    (language) => {
      const intl = new Intl.PluralRules(language);
      const forms = pluralFormsOf(language);
      expect(forms).toHaveLength(BAKED_COUNTS);
      const built = vi.spyOn(Intl, 'PluralRules');
      const rule = bakedPluralRule(forms, language);
      for (let count = 0; count < BAKED_COUNTS; count++) expect(rule.select(count)).toBe(intl.select(count));
      expect(built).not.toHaveBeenCalled();
      built.mockRestore();
      fc.assert(
        fc.property(
          fc.oneof(fc.integer({ min: -1e6, max: 1e7 }), fc.double({ noNaN: true, min: -1e6, max: 1e6 })),
          (count) => {
            expect(rule.select(count)).toBe(intl.select(count));
          },
        ),
      );
    },
  );

  it('writes the forms of Polish counts as Intl names them (one, few, many)', () => {
    const rule = bakedPluralRule(pluralFormsOf('pl-PL'), 'pl-PL');
    expect([1, 2, 5, 22, 25, 112].map((count) => rule.select(count))).toEqual([
      'one',
      'few',
      'many',
      'few',
      'many',
      'many',
    ]);
  });
});
