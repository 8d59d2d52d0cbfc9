import fc from 'fast-check';
import { localeSchema } from '#contract/primitives.ts';
import { countryChoices } from './choices.ts';

describe('countryChoices', () => {
  it.each([
    ['es', 'MX', 'México'],
    ['mx', 'US', 'Estados Unidos'],
    ['en', 'DE', 'Germany'],
    ['pl', 'DE', 'Niemcy'],
    ['ro', 'ES', 'Spania'],
    ['de', 'PL', 'Polen'],
    ['vn', 'DE', 'Đức'],
    ['ph', 'PH', 'Pilipinas'],
  ] as const)('names the countries in the language of %s (%s is %s)', (locale, code, name) => {
    expect(countryChoices(locale).find((choice) => choice.value === code)?.label).toBe(name);
  });

  it('lists every country once, in Spanish by default', () => {
    const choices = countryChoices();
    expect(choices).toHaveLength(250);
    expect(new Set(choices.map((choice) => choice.value)).size).toBe(250);
    expect(choices.find((choice) => choice.value === 'GB')?.label).toBe('Reino Unido');
  });

  it('names every country, never a bare code, in every locale', () => {
    fc.assert(
      fc.property(fc.constantFrom(...localeSchema.options), (locale) => {
        for (const choice of countryChoices(locale)) {
          expect(choice.value).toMatch(/^[A-Z]{2}$/);
          expect(choice.label).not.toBe(choice.value);
        }
      }),
      { numRuns: localeSchema.options.length * 2 },
    );
  });

  it.each([
    ['pl', 'Luksemburg', 'Łotwa', 'Madagaskar'],
    ['de', 'Oman', 'Österreich', 'Pakistan'],
    ['es', 'Jordania', 'Kazajistán', 'Kenia'],
  ] as const)('sorts as %s readers do: %s, %s, %s', (locale, ...inOrder) => {
    const labels = countryChoices(locale).map((choice) => choice.label);
    const positions = inOrder.map((label) => labels.indexOf(label));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
