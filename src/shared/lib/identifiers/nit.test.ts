// @vitest-environment node
import fc from 'fast-check';
import { buildNit, formatNit, nitCheckDigit, normalizeNit, validateNit, type NitFailure } from './nit.ts';
import { anyInput, asTyped, digits, singleDigitSubstitutions } from './test-arbitraries.ts';

describe('validateNit', () => {
  it("accepts DIAN's own NIT, however typed, and splits off the DV", () => {
    for (const typed of ['800197268-4', '800.197.268-4', '8001972684']) {
      expect(validateNit(typed)).toEqual({
        valid: true,
        value: '8001972684',
        number: '800197268',
        checkDigit: '4',
      });
    }
  });

  it('maps remainders 0 and 1 to themselves and the rest to 11 - s', () => {
    // 900000000: 9 x 41 = 369, 369 mod 11 = 6, DV 5.
    expect(nitCheckDigit('900000000')).toBe(5);
    // 1000000: 1 x 29 = 29, mod 11 = 7, DV 4.
    expect(nitCheckDigit('1000000')).toBe(4);
    // s = 1 keeps 1 (4 x 3 = 12); s = 10 becomes 11 - 10 = 1 too (1 x 3 + 1 x 7); s = 0 keeps 0.
    expect(nitCheckDigit('0000004')).toBe(1);
    expect(nitCheckDigit('000011')).toBe(1);
    expect(nitCheckDigit('000000')).toBe(0);
  });

  it.each<[string, string, NitFailure]>([
    ['empty', '', 'length'],
    ['5-digit number', '12345-6', 'length'],
    ['16-digit number', `${'1'.repeat(16)}-0`, 'length'],
    ['a letter', '800197268-X', 'format'],
    ['wrong DV', '800197268-5', 'checkDigit'],
  ])('rejects %s', (_case, input, reason) => {
    expect(validateNit(input)).toEqual({ valid: false, reason });
  });

  const nit = fc.integer({ min: 6, max: 15 }).chain(digits).map(buildNit);

  it('accepts every generated NIT, however typed', () => {
    fc.assert(fc.property(nit.chain(asTyped), (typed) => validateNit(typed).valid));
  });

  // The DIAN weights are all prime to 11, so one changed digit always changes the remainder; but remainders 1 and
  // 10 both give DV 1, so a change between those two is the one the DV cannot see (000011-1 and 000061-1).
  const DIAN_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const remainder = (number: string) =>
    [...number].reverse().reduce((sum, d, i) => sum + Number(d) * (DIAN_WEIGHTS[i] ?? 0), 0) % 11;

  it('rejects every single-digit substitution except one that moves the remainder between 1 and 10', () => {
    expect(validateNit('0000111')).toMatchObject({ valid: true });
    expect(validateNit('0000611')).toMatchObject({ valid: true });
    fc.assert(
      fc.property(nit, (value) =>
        singleDigitSubstitutions(value).every((variant) => {
          const foldedToOne =
            [1, 10].includes(remainder(value.slice(0, -1))) &&
            [1, 10].includes(remainder(variant.slice(0, -1))) &&
            variant.slice(-1) === value.slice(-1);
          return !validateNit(variant).valid || foldedToOne;
        }),
      ),
    );
  });

  it('formats as "900.123.456-7" and normalises back', () => {
    expect(formatNit('8001972684')).toBe('800.197.268-4');
    fc.assert(fc.property(nit, (value) => normalizeNit(formatNit(value)) === value));
  });

  it('never throws', () => {
    fc.assert(fc.property(anyInput, (input) => typeof validateNit(input).valid === 'boolean'));
  });
});
