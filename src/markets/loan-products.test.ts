import fc from 'fast-check';
import { clampToRange } from '#shared/lib/money.ts';
import { COUNTRY_PROFILES } from './countries.ts';
import {
  GENERIC_LOAN_PRODUCT,
  LOAN_PRODUCTS,
  loanProductOf,
  type AmountRange,
  type LoanProduct,
} from './loan-products.ts';
import { PRODUCT_IDS } from '#contract/page-variants.ts';
import { PAGE_VARIANTS, productIdOf, type Country } from './matrix.ts';

/** A range the form can offer: whole numbers, min <= default <= max, every bound and the default on the step grid. */
function rangeProblems(range: AmountRange): string[] {
  const problems: string[] = [];
  const whole = [range.min, range.max, range.step, range.default].every(Number.isSafeInteger);
  if (!whole) problems.push('not whole numbers');
  if (range.step <= 0) problems.push('step not positive');
  if (range.min <= 0) problems.push('min not positive');
  if (!(range.min <= range.default && range.default <= range.max)) problems.push('default outside the range');
  if ((range.max - range.min) % range.step !== 0) problems.push('max off the step grid');
  if ((range.default - range.min) % range.step !== 0) problems.push('default off the step grid');
  return problems;
}

const everyProduct: [string, LoanProduct][] = [
  ...PAGE_VARIANTS.map((variant): [string, LoanProduct] => [productIdOf(variant), loanProductOf(variant)]),
  ['generic', GENERIC_LOAN_PRODUCT],
];

describe('loan products', () => {
  it('has one product per page variant and none for a variant that does not exist', () => {
    expect(Object.keys(LOAN_PRODUCTS).sort()).toEqual([...PRODUCT_IDS].sort());
  });

  it.each(everyProduct)('%s: amount and term are ranges the form can offer', (_id, loan) => {
    expect(rangeProblems(loan.amount)).toEqual([]);
    expect(rangeProblems(loan.term)).toEqual([]);
    expect(['days', 'months']).toContain(loan.term.unit);
    expect(loan.source.trim().length).toBeGreaterThan(20);
    expect(loan.source).not.toContain('\n');
  });

  it.each(everyProduct)('%s: the default is what clamping gives back for itself', (_id, loan) => {
    expect(clampToRange(loan.amount.default, loan.amount)).toBe(loan.amount.default);
    expect(clampToRange(loan.term.default, loan.term)).toBe(loan.term.default);
  });

  it('uses its own figures for every variant, never the generic defaults', () => {
    for (const variant of PAGE_VARIANTS) expect(loanProductOf(variant)).not.toBe(GENERIC_LOAN_PRODUCT);
  });

  // What a consumer lender of any kind lends in each currency: a small first loan to a large instalment loan.
  const PLAUSIBLE_AMOUNTS: Record<Country, { lowest: number; highest: number }> = {
    mx: { lowest: 300, highest: 200_000 },
    co: { lowest: 100_000, highest: 50_000_000 },
    es: { lowest: 50, highest: 10_000 },
    de: { lowest: 100, highest: 50_000 },
    pl: { lowest: 100, highest: 50_000 },
    ro: { lowest: 100, highest: 50_000 },
    vn: { lowest: 500_000, highest: 100_000_000 },
    ph: { lowest: 500, highest: 100_000 },
  };

  it.each(PAGE_VARIANTS)(
    '$country/$product lends amounts that fit its currency and terms that fit their unit',
    (variant) => {
      const { amount, term } = loanProductOf(variant);
      const { lowest, highest } = PLAUSIBLE_AMOUNTS[variant.country];
      expect(amount.min, COUNTRY_PROFILES[variant.country].currency).toBeGreaterThanOrEqual(lowest);
      expect(amount.max, COUNTRY_PROFILES[variant.country].currency).toBeLessThanOrEqual(highest);
      expect(term.max).toBeLessThanOrEqual(term.unit === 'days' ? 365 : 120);
    },
  );

  it('Spanish brands differ by kind: minicréditos in days, instalment loans in months', () => {
    expect(loanProductOf({ country: 'es', product: 'solvenda' }).term.unit).toBe('days');
    expect(loanProductOf({ country: 'es', product: 'solvenda' }).amount.max).toBeLessThanOrEqual(1000);
    expect(loanProductOf({ country: 'es', product: 'finvela' }).term.unit).toBe('months');
    expect(loanProductOf({ country: 'es', product: 'finvela' }).amount.max).toBeGreaterThanOrEqual(5000);
  });

  it('clamping a landing value always gives a value the product offers (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAGE_VARIANTS), fc.double(), fc.double(), (variant, amount, period) => {
        const loan = loanProductOf(variant);
        for (const [value, range] of [
          [amount, loan.amount],
          [period, loan.term],
        ] as const) {
          const clamped = clampToRange(value, range, range.default);
          expect(clamped).toBeGreaterThanOrEqual(range.min);
          expect(clamped).toBeLessThanOrEqual(range.max);
          expect((clamped - range.min) % range.step).toBe(0);
        }
      }),
    );
  });
});
