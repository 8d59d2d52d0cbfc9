import fc from 'fast-check';
import { COUNTRY_PROFILES } from '#markets/countries.ts';
import { numberStyleOf, writeNumber } from './number-style.ts';

/** Every locale a build writes numbers in, with its country's currency: each country's, and its other languages'. */
const LOCALES = Object.values(COUNTRY_PROFILES).flatMap((profile) => [
  [profile.intlLocale, profile.currency] as const,
  ...(profile.otherLanguages ?? []).map((other) => [other.intlLocale, profile.currency] as const),
]);

/** Amounts as a page meets them: whole, with cents, with float noise (1043.4999999), from nothing to a billion. */
const amounts = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000_000 }),
  fc.integer({ min: 0, max: 100_000_000_000 }).map((cents) => cents / 100),
  fc.double({ min: 0, max: 1e12, noNaN: true, noDefaultInfinity: true }),
);
const percents = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }).map((hundredths) => hundredths / 100),
  fc.double({ min: 0, max: 5000, noNaN: true, noDefaultInfinity: true }),
);

describe.each(LOCALES)('the number style of %s (%s), as Intl writes it', (intlLocale, currency) => {
  const style = numberStyleOf(intlLocale, currency);
  const digits = fc.integer({ min: 0, max: 3 });

  it('writes plain numbers digit for digit (property)', () => {
    fc.assert(
      fc.property(amounts, digits, (amount, fraction) => {
        const intl = new Intl.NumberFormat(intlLocale, {
          minimumFractionDigits: fraction,
          maximumFractionDigits: fraction,
        });
        expect(writeNumber(style, amount, fraction, fraction)).toBe(intl.format(amount));
      }),
    );
  });

  it('writes money with the currency where the country puts it (property)', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        const cents = style.minorDigits;
        const intl = new Intl.NumberFormat(intlLocale, {
          style: 'currency',
          currency,
          minimumFractionDigits: cents,
          maximumFractionDigits: cents,
        });
        const [before, after] = style.currencyAffixes;
        expect(`${before}${writeNumber(style, amount, cents, cents)}${after}`).toBe(intl.format(amount));
      }),
    );
  });

  it('writes percentages rounded as Intl rounds them (property)', () => {
    fc.assert(
      fc.property(percents, digits, (percent, fraction) => {
        const intl = new Intl.NumberFormat(intlLocale, {
          style: 'percent',
          minimumFractionDigits: fraction,
          maximumFractionDigits: fraction,
        });
        const [before, after] = style.percentAffixes;
        const written = writeNumber(style, percent / 100, fraction, fraction, 2);
        expect(`${before}${written}${after}`).toBe(intl.format(percent / 100));
      }),
    );
  });

  it('writes a fraction between its least and most decimals as Intl does (property)', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        const intl = new Intl.NumberFormat(intlLocale, {
          minimumFractionDigits: 0,
          maximumFractionDigits: 2,
        });
        expect(writeNumber(style, amount, 0, 2)).toBe(intl.format(amount));
      }),
    );
  });
});

describe('writeNumber', () => {
  const spain = numberStyleOf('es-ES', 'EUR');
  const mexico = numberStyleOf('es-MX', 'MXN');

  it.each([
    [mexico, 1000, 0, '1,000'],
    [spain, 1000, 0, '1000'],
    [spain, 10000, 0, '10.000'],
    [mexico, 1.005, 2, '1.01'],
    [mexico, 0.125, 2, '0.13'],
    [mexico, 999.995, 2, '1,000.00'],
    [spain, 1043.5, 2, '1043,50'],
    [mexico, 5e-7, 6, '0.000001'],
  ])('%#: %s with %s decimals', (style, value, fraction, expected) => {
    expect(writeNumber(style, value, fraction, fraction)).toBe(expected);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 1e15])('leaves %s to Intl', (value) => {
    expect(writeNumber(mexico, value, 0, 2)).toBeNull();
  });

  it('reads where each country writes its currency and its percent sign', () => {
    expect(numberStyleOf('es-MX', 'MXN')).toMatchObject({
      currencyAffixes: ['$', ''],
      percentAffixes: ['', '%'],
    });
    expect(numberStyleOf('es-ES', 'EUR')).toMatchObject({
      currencyAffixes: ['', '\u00a0€'],
      percentAffixes: ['', '\u00a0%'],
      minimumGroupingDigits: 2,
    });
    expect(numberStyleOf('pl-PL', 'PLN')).toMatchObject({
      group: '\u00a0',
      currencyAffixes: ['', '\u00a0zł'],
    });
    expect(numberStyleOf('vi-VN', 'VND')).toMatchObject({ minorDigits: 0, currencyAffixes: ['', '\u00a0₫'] });
  });
});
