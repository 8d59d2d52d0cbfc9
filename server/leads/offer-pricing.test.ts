/**
 * Issue 30: the reference API's offers, priced with contract/credit-cost.ts from each product's price list, are what
 * a lender of that kind in that market offers, inside the market's caps: no 89.9 % APR in Germany.
 */
import { LOAN_PRODUCTS } from '#contract/loan-products.ts';
import type { LeadData } from '#contract/lead-payload.ts';
import { PAGE_VARIANTS, productIdOf, type Country } from '#contract/page-variants.ts';
import { offerFor } from './lead-views.ts';

/** The offer's figures a market's rule reads. */
interface Priced {
  apr: number;
  borrowingRate: number;
  effectiveAnnualRate: number;
  feesShare: number;
  years: number;
  cat: number | undefined;
}

/** Each market's caps and customary range, with their source. */
const PLAUSIBLE: Record<Country, { rule: string; holds: (offer: Priced) => boolean }> = {
  de: {
    rule: 'Ratenkredite 3-15 % effective (BGH: twice the market rate is usurious)',
    holds: (offer) => offer.apr >= 3 && offer.apr <= 15,
  },
  es: {
    rule: 'préstamos a plazos 5-35 % TAE; minicréditos in one sum, no legal cap, under 5,000 % TAE',
    holds: (offer) => (offer.years > 0.2 ? offer.apr >= 5 && offer.apr <= 35 : offer.apr <= 5_000),
  },
  pl: {
    rule: 'interest at most 17 % a year; non-interest costs at most 10 % + 10 % a year (ustawa antylichwiarska)',
    holds: (offer) => offer.borrowingRate <= 17 && offer.feesShare <= 0.1 + 0.1 * offer.years + 1e-9,
  },
  ro: { rule: 'DAE at most 50 % (Law 243/2024)', holds: (offer) => offer.apr <= 50 },
  co: {
    rule: 'interest under the usury rate (about 25 % EA)',
    holds: (offer) => offer.effectiveAnnualRate <= 25.5,
  },
  mx: {
    rule: 'a CAT stated, 20-2,000 % sin IVA (CONDUSEF: personal loans to app loans)',
    holds: (offer) => offer.cat !== undefined && offer.cat >= 20 && offer.cat <= 2_000,
  },
  ph: {
    rule: 'BSP caps: 6 % a month nominal, 15 % a month effective',
    holds: (offer) => offer.borrowingRate / 12 <= 6 && ((1 + offer.apr / 100) ** (1 / 12) - 1) * 100 <= 15,
  },
  vn: {
    rule: 'consumer finance online loans: 20-60 % a year',
    holds: (offer) => offer.borrowingRate >= 20 && offer.borrowingRate <= 60,
  },
};

const cases = PAGE_VARIANTS.flatMap((variant) => {
  const product = productIdOf(variant);
  const { amount, term } = LOAN_PRODUCTS[product] ?? { amount: undefined, term: undefined };
  if (!amount || !term) return [];
  const loans: [number, number][] = [
    [amount.min, term.min],
    [amount.default, term.default],
    [amount.max, term.max],
  ];
  return loans.map(([loanAmount, period]) => ({ variant, product, loanAmount, period, unit: term.unit }));
});

describe("the reference API's offers are plausible for their market (issue 30)", () => {
  it('prices every page variant', () => {
    expect(new Set(cases.map((item) => item.product)).size).toBe(PAGE_VARIANTS.length);
  });

  it.each(cases)(
    '$product: $loanAmount over $period $unit',
    ({ variant, product, loanAmount, period, unit }) => {
      const data = { amount: loanAmount, period, periodScale: unit } as LeadData; // the three loan fields of a lead
      const offer = offerFor('3f2b8c1e-7a4d-4e5f-9b6a-1c2d3e4f5a6b', data, new Date(), product);
      const paid = offer.monthlyPayment * offer.costs.instalmentCount + offer.costs.fees;
      expect(offer.costs.totalAmountPayable).toBeCloseTo(paid, 0);
      expect(offer.costs.totalCostOfCredit).toBeCloseTo(offer.costs.totalAmountPayable - loanAmount, 1);
      const years = unit === 'months' ? period / 12 : period / 365;
      const priced: Priced = {
        apr: offer.apr,
        borrowingRate: offer.costs.borrowingRate,
        effectiveAnnualRate: offer.costs.effectiveAnnualRate,
        feesShare: offer.costs.fees / loanAmount,
        years,
        cat: offer.costs.cat,
      };
      const market = PLAUSIBLE[variant.country];
      expect(market.holds(priced), `${market.rule}: ${JSON.stringify(priced)}`).toBe(true);
    },
  );
});
