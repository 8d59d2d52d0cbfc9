// @vitest-environment node
import fc from 'fast-check';
import {
  buildPolishIdCard,
  formatPolishIdCard,
  normalizePolishIdCard,
  polishIdCardCheckDigit,
  validatePolishIdCard,
  type PolishIdCardFailure,
} from './polish-id-card.ts';
import { anyInput, asTyped, singleDigitSubstitutions, stringOf } from './test-arbitraries.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The rule as the Ministry publishes it, written independently of the module: weights 7 3 1 9 7 3 1 7 3 over all
 * nine characters (letters A = 10 ... Z = 35), the sum a multiple of 10.
 */
function publishedRuleHolds(value: string): boolean {
  const weights = [7, 3, 1, 9, 7, 3, 1, 7, 3];
  const sum = [...value].reduce((total, char, i) => total + parseInt(char, 36) * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}

const card = fc
  .record({ series: stringOf(LETTERS, 3), number: fc.integer({ min: 0, max: 99_999 }) })
  .map(({ series, number }) => buildPolishIdCard(series, number));

describe('validatePolishIdCard', () => {
  it.each([
    // The worked example validators publish (weights 7 3 1 9 7 3 1 7 3: 70 + 33 + 10 + 27 = 140), and by hand with
    // this module's form: A=10, B=11, A=10 -> 7x10 + 3x11 + 1x10 = 113, digits 00000 -> check 3.
    ['ABA300000', 'ABA', '300000'],
    // Numbers produced by a third-party generator, checked by hand: V=31 B=11 W=32 -> 217 + 33 + 32 + 3 + 4 + 42 + 9.
    ['VBW001463', 'VBW', '001463'],
    ['RWW948527', 'RWW', '948527'],
  ])('accepts %s, however typed, and splits series and number', (value, series, number) => {
    expect(validatePolishIdCard(value)).toEqual({ valid: true, value, series, number });
    expect(validatePolishIdCard(` ${value.slice(0, 3).toLowerCase()} ${value.slice(3)} `)).toMatchObject({
      valid: true,
      value,
    });
    expect(publishedRuleHolds(value)).toBe(true);
  });

  it('computes the check digit from the letters and the last five digits', () => {
    expect(polishIdCardCheckDigit('ABA', '00000')).toBe(3);
    expect(polishIdCardCheckDigit('RWW', '48527')).toBe(9);
    // Z = 35: 7 x 35 + 3 x 35 + 35 = 385, plus 7x9 + 3x9 + 9 + 7x9 + 3x9 = 189 -> 574 -> 4.
    expect(polishIdCardCheckDigit('ZZZ', '99999')).toBe(4);
  });

  it.each<[string, string, PolishIdCardFailure]>([
    ['empty', '', 'length'],
    ['8 characters', 'ABA30000', 'length'],
    ['10 characters', 'ABA3000000', 'length'],
    ['a punctuation mark', 'ABA30000!', 'format'],
    ['a digit in the series', 'AB1300000', 'format'],
    ['a letter among the digits', 'ABA30000A', 'format'],
    ['a Polish letter in the series', 'ĄBA300000', 'format'],
    ['a wrong check digit', 'ABA400000', 'checkDigit'],
    ['a swapped series', 'BAA300000', 'checkDigit'],
  ])('rejects %s', (_case, input, reason) => {
    expect(validatePolishIdCard(input)).toEqual({ valid: false, reason });
  });

  it('accepts every generated card number, however typed, and agrees with the published rule', () => {
    fc.assert(
      fc.property(card, (value) => {
        expect(validatePolishIdCard(value)).toMatchObject({ valid: true, value });
        expect(publishedRuleHolds(value)).toBe(true);
      }),
    );
    fc.assert(fc.property(card.chain(asTyped), (typed) => validatePolishIdCard(typed).valid));
  });

  it('rejects every single-digit substitution of a valid card number (weights 7, 3, 1 are prime to 10)', () => {
    fc.assert(
      fc.property(card, (value) =>
        singleDigitSubstitutions(value).every((variant) => !validatePolishIdCard(variant).valid),
      ),
    );
  });

  it('agrees with the published rule on any nine characters of the right shape', () => {
    const shaped = fc.tuple(stringOf(LETTERS, 3), stringOf('0123456789', 6)).map(([s, d]) => s + d);
    fc.assert(
      fc.property(shaped, (value) => validatePolishIdCard(value).valid === publishedRuleHolds(value)),
    );
  });

  it('formats as "ABA 300000" and normalises back to the compact form', () => {
    expect(formatPolishIdCard('aba300000')).toBe('ABA 300000');
    fc.assert(fc.property(card, (value) => normalizePolishIdCard(formatPolishIdCard(value)) === value));
  });

  it('never throws', () => {
    fc.assert(fc.property(anyInput, (input) => typeof validatePolishIdCard(input).valid === 'boolean'));
    expect(validatePolishIdCard(null)).toEqual({ valid: false, reason: 'length' });
  });
});
