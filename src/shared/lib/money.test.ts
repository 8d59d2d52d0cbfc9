import fc from 'fast-check';
import { COUNTRY_CODES } from '#contract/primitives.ts';
import { COUNTRY_PROFILES } from '#markets/countries.ts';
import {
  clampToRange,
  currencyPosition,
  formatAmount,
  formatMoney,
  minorDigitsOf,
  parseAmount,
} from './money.ts';

const mexicanAmount = { min: 500, max: 150000, step: 100 };

describe('clampToRange', () => {
  it.each([
    [10000, 10000],
    [499, 500],
    [150001, 150000],
    [10049, 10000],
    [10050, 10100],
    [-5, 500],
    [Number.NaN, 500],
    [Number.POSITIVE_INFINITY, 500],
  ])('Mexican amount %s -> %s', (input, expected) => {
    expect(clampToRange(input, mexicanAmount)).toBe(expected);
  });

  it('uses the fallback for values that are not numbers', () => {
    expect(clampToRange(Number.NaN, mexicanAmount, 10000)).toBe(10000);
  });

  it('always lands inside the range on the step grid (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 500 }),
        (value, min, span, step) => {
          const range = { min, max: min + span, step };
          const result = clampToRange(value, range);
          return result >= range.min && result <= range.max && (result - range.min) % step === 0;
        },
      ),
    );
  });
});

describe('money formatting', () => {
  it.each([
    [10000, 'es-MX', 'MXN', '$10,000'],
    [1500, 'es-ES', 'EUR', '1500 €'],
    [2500, 'pl-PL', 'PLN', '2500 zł'],
    [1043.5, 'es-MX', 'MXN', '$1,043.50'],
    [1950.05, 'es-MX', 'MXN', '$1,950.05'],
    [1234.5, 'de-DE', 'EUR', '1.234,50 €'],
    // The đồng has no minor unit: a computed amount is written whole (issue 31).
    [1064952.82, 'vi-VN', 'VND', '1.064.953 ₫'],
    [1064952, 'vi-VN', 'VND', '1.064.952 ₫'],
    [2450.75, 'en-PH', 'PHP', '₱2,450.75'],
  ])('%s in %s %s is %s', (amount, locale, currency, expected) => {
    expect(formatMoney(amount, locale, currency).replace(/[\u00a0\u202f]/g, ' ')).toBe(expected);
  });

  it.each([
    ['10000', 'es-MX', 10000],
    ['$10,000', 'es-MX', 10000],
    ['10 000', 'pl-PL', 10000],
    ['10.000,50', 'es-ES', 10000.5],
    ['', 'es-MX', Number.NaN],
  ])('reads %j in %s as %s', (text, locale, expected) => {
    expect(parseAmount(text, locale)).toBe(expected);
  });

  it('reads back what it formats (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('es-MX', 'es-ES', 'pl-PL', 'de-DE'),
        (amount, locale) => parseAmount(formatMoney(amount, locale, 'EUR'), locale) === amount,
      ),
    );
  });
});

describe('every currency of the markets in its own minor units', () => {
  /**
   * The minor units each market writes, as CLDR (Intl) has them, written out here so a change in Intl's data shows:
   * the đồng has none, and the Colombian peso is written without centavos (ISO 4217 keeps 2 for accounting).
   */
  const WRITTEN_MINOR_UNITS: Record<string, number> = {
    MXN: 2,
    COP: 0,
    EUR: 2,
    PLN: 2,
    RON: 2,
    VND: 0,
    PHP: 2,
  };

  it.each(COUNTRY_CODES.map((code) => [code, COUNTRY_PROFILES[code].currency] as const))(
    '%s writes %s with its minor units',
    (_code, currency) => {
      expect(minorDigitsOf(currency)).toBe(WRITTEN_MINOR_UNITS[currency]);
    },
  );
});

describe('amounts as typed in a field', () => {
  const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it.each([
    [10000, 'es-MX', '10,000'],
    [10000, 'es-ES', '10.000'],
    [10000, 'pl-PL', '10 000'],
    [1500, 'es-ES', '1500'],
    [2500000, 'es-CO', '2.500.000'],
    [5000000, 'vi-VN', '5.000.000'],
    [25000, 'en-PH', '25,000'],
    [3000, 'ro-RO', '3.000'],
    [1234.5, 'de-DE', '1.234,50'],
  ])('%s in %s is typed %s', (amount, locale, expected) => {
    expect(spaces(formatAmount(amount, locale))).toBe(expected);
  });

  it.each([
    ['es-MX', 'MXN', 'before'],
    ['es-CO', 'COP', 'before'],
    ['en-PH', 'PHP', 'before'],
    ['es-ES', 'EUR', 'after'],
    ['de-DE', 'EUR', 'after'],
    ['pl-PL', 'PLN', 'after'],
    ['ro-RO', 'RON', 'after'],
    ['vi-VN', 'VND', 'after'],
  ] as const)('%s writes %s %s the amount', (locale, currency, position) => {
    expect(currencyPosition(locale, currency)).toBe(position);
  });

  it('reads back what it writes, with ordinary, no-break or narrow no-break spaces (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom('es-MX', 'es-ES', 'pl-PL', 'de-DE', 'es-CO', 'vi-VN', 'en-PH', 'ro-RO'),
        fc.constantFrom(' ', '\u00a0', '\u202f'),
        (amount, locale, space) => {
          const typed = formatAmount(amount, locale).replace(/[\u00a0\u202f]/g, space);
          return parseAmount(typed, locale) === amount;
        },
      ),
    );
  });
});
