import fc from 'fast-check';
import { EXAMPLE_OFFER_COSTS } from '#contract/examples.ts';
import type { Offer } from '#contract/lead.ts';
import { GENERIC_LOAN_PRODUCT, loanProductOf } from '#markets/loan-products.ts';
import {
  adjustLimits,
  estimateMonthlyPayment,
  isExpired,
  offerText,
  onGrid,
  termInMonths,
} from './offer-terms.ts';

const offer: Offer = {
  offerId: 'off-1',
  amount: 10_000,
  period: 12,
  periodScale: 'months',
  monthlyPayment: 1_234.5,
  apr: 89.9,
  currency: 'MXN',
  expiresAt: '2026-05-02T10:00:00.000Z',
  costs: EXAMPLE_OFFER_COSTS,
};

describe('isExpired', () => {
  it.each([
    ['2026-05-02T09:59:59.999Z', false],
    ['2026-05-02T10:00:00.000Z', true],
    ['2026-05-03T00:00:00.000Z', true],
  ])('at %s: %s', (now, expired) => {
    expect(isExpired(offer, new Date(now))).toBe(expired);
  });
});

describe('offerText', () => {
  it.each([
    ['es-MX', '$10,000', '$1,234.50', '89.9%'],
    ['en-GB', 'MX$10,000', 'MX$1,234.50', '89.9%'],
    ['de-DE', '10.000 MX$', '1.234,50 MX$', '89,9 %'],
  ])('in %s the money reads %s and %s, the APR %s', (locale, amount, monthly, apr) => {
    const text = offerText(offer, locale);
    expect(text.amount.replace(/\s/g, ' ')).toBe(amount.replace(/\s/g, ' '));
    expect(text.monthlyPayment.replace(/\s/g, ' ')).toBe(monthly.replace(/\s/g, ' '));
    expect(text.apr.replace(/\s/g, ' ')).toBe(apr);
  });
});

describe('estimateMonthlyPayment', () => {
  it.each([
    [12_000, 12, 'months', 0, 1000],
    [10_000, 12, 'months', 89.9, 1_292.21],
    [3_000, 90, 'days', 0, 1000],
  ] as const)(
    "%s over %s %s at %s%% APR is %s a month (the lender's annuity)",
    (amount, period, scale, apr, expected) => {
      expect(estimateMonthlyPayment(amount, period, scale, apr)).toBeCloseTo(expected, 2);
    },
  );

  it('costs more a month for more money, and less for a longer term', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 150_000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 35 }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        (amount, more, months, apr) => {
          const base = estimateMonthlyPayment(amount, months, 'months', apr);
          expect(estimateMonthlyPayment(amount + more, months, 'months', apr)).toBeGreaterThanOrEqual(base);
          expect(estimateMonthlyPayment(amount, months + 1, 'months', apr)).toBeLessThanOrEqual(base);
          // Repaying never costs less than the amount borrowed.
          expect(base * months).toBeGreaterThanOrEqual(amount - 0.01 * months);
        },
      ),
    );
  });

  it.each([
    [30, 1],
    [10, 1],
    [61, 2],
    [90, 3],
  ])('counts %d days as %d months', (days, months) => {
    expect(termInMonths(days, 'days')).toBe(months);
  });
});

describe('adjustLimits', () => {
  const mx = loanProductOf({ country: 'mx', product: 'prestaluz' });

  it.each([
    ['a Mexican offer', offer, mx, { min: 500, max: 10_000, step: 100 }, { min: 1, max: 36, step: 1 }],
    [
      'an offer over the market maximum',
      { ...offer, amount: 200_000 },
      mx,
      { min: 500, max: 150_000, step: 100 },
      { min: 1, max: 36, step: 1 },
    ],
    [
      'an offer under the market minimum',
      { ...offer, amount: 300 },
      mx,
      { min: 300, max: 300, step: 100 },
      { min: 1, max: 36, step: 1 },
    ],
    [
      'an offer in months where the market counts days',
      offer,
      GENERIC_LOAN_PRODUCT,
      { min: 100, max: 5000, step: 1 },
      undefined,
    ],
  ])('%s', (_name, given, limits, amount, period) => {
    expect(adjustLimits(given, limits)).toEqual({ amount, period });
  });

  it('never excludes the offer itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 120 }),
        (amount, period) => {
          const limits = adjustLimits({ ...offer, amount, period }, mx);
          expect(limits.amount.min).toBeLessThanOrEqual(limits.amount.max);
          expect(limits.amount.max).toBeLessThanOrEqual(amount);
          expect(limits.period?.min).toBeLessThanOrEqual(period);
          expect(limits.period?.max).toBeGreaterThanOrEqual(period);
        },
      ),
    );
  });

  it.each([
    [500, true],
    [10_000, true],
    [10_050, false],
  ])('%d is on the grid from 500 by 100: %s', (value, expected) => {
    expect(onGrid(value, { min: 500, max: 150_000, step: 100 })).toBe(expected);
  });
});
