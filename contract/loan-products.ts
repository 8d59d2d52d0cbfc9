/**
 * The loan product of every page variant (a brand in a country): the amounts in the country's currency, the terms
 * its lenders of that kind offer, and its price (issue 30: the borrowing rate, the fees, how it is repaid). Plain
 * data in contract/, because both sides read it: build/market-plugin.ts bakes the built variant's product into
 * `virtual:market` (the app reads `market.loan`, through src/markets/loan-products.ts), so a page carries its own
 * product and no other; the reference API prices its offers with it (server/leads/lead-views.ts).
 *
 * Each product says in `source` why its figures are what they are, and in `pricingSource` why its price is. The brands
 * are fictional; the figures follow the kind of lender the brand is (src/markets/brands.ts) as that kind lends in that
 * country, inside the country's caps. Spec section 9's generic defaults (GENERIC_LOAN_PRODUCT) are kept for a variant
 * that has nothing better: none has today.
 */
import type { Pricing } from './credit-cost.ts';
import { productIdOf, type PageVariant } from './page-variants.ts';

export type TermUnit = 'days' | 'months';

export interface AmountRange {
  min: number;
  max: number;
  /** Amounts are min, min + step, ... up to max: (max - min) is a multiple of step. */
  step: number;
  /** What the form starts with when the landing URL names no amount. */
  default: number;
}

export interface TermRange extends AmountRange {
  unit: TermUnit;
}

export interface LoanProduct {
  /** In the country's currency (src/markets/countries.ts). */
  amount: AmountRange;
  term: TermRange;
  /** What the loan costs (contract/credit-cost.ts computes the example and the offers from it). */
  pricing: Pricing;
  /** One line: what kind of loan this is in its country, and why these figures. */
  source: string;
  /** One line: why this price, for this kind of lender in this country. */
  pricingSource: string;
}

/**
 * Spec section 9, "Generic defaults": amount 1000, period 31 days, 61 to 90 days by 1. Its default term lies below
 * its own minimum, so the default used here is the minimum (61): a product never starts outside its range.
 */
export const GENERIC_LOAN_PRODUCT: LoanProduct = {
  amount: { min: 100, max: 5000, step: 1, default: 1000 },
  term: { unit: 'days', min: 61, max: 90, step: 1, default: 61 },
  pricing: {
    borrowingRatePercent: 20,
    rateType: 'fixed',
    dayCount: 365,
    repayment: 'single-payment',
    openingFeePercent: 5,
    monthlyFee: 0,
    taxOnCostPercent: 0,
  },
  source: 'Spec section 9 generic defaults (the 31-day default raised to the 61-day minimum).',
  pricingSource:
    'No market: a plain short loan (20 % a year, a 5 % fee), for a variant without a product of its own.',
};

/** A fixed rate, no monthly fee, no tax on interest: the price lists below say what differs. */
const price = (
  borrowingRatePercent: number,
  repayment: Pricing['repayment'],
  more: Partial<Pricing> = {},
): Pricing => ({
  borrowingRatePercent,
  rateType: 'fixed',
  dayCount: 365,
  repayment,
  openingFeePercent: 0,
  monthlyFee: 0,
  taxOnCostPercent: 0,
  ...more,
});
/** Mexico: interest on a 360-day year, and IVA (16 %) on interest and fees, which the CAT leaves out. */
const mexican = (borrowingRatePercent: number, repayment: Pricing['repayment'], openingFeePercent: number) =>
  price(borrowingRatePercent, repayment, { dayCount: 360, taxOnCostPercent: 16, openingFeePercent });

const months = (min: number, max: number, step: number, fallback: number): TermRange => ({
  unit: 'months',
  min,
  max,
  step,
  default: fallback,
});
const days = (min: number, max: number, step: number, fallback: number): TermRange => ({
  unit: 'days',
  min,
  max,
  step,
  default: fallback,
});
const amount = (min: number, max: number, step: number, fallback: number): AmountRange => ({
  min,
  max,
  step,
  default: fallback,
});

/** By product id (`productIdOf`: `prestaluz-mx`); a test checks there is one per page variant and no other. */
export const LOAN_PRODUCTS: Readonly<Record<string, LoanProduct>> = {
  'prestaluz-mx': {
    amount: amount(500, 150_000, 100, 10_000),
    term: months(1, 36, 1, 12),
    pricing: mexican(52, 'monthly-instalments', 3),
    source: 'Spec section 9 Mexican limits: personal online loans of MXN 500 to 150,000 over 1 to 36 months.',
    pricingSource:
      "Mexican online personal loans: a tasa ordinaria of 40-70 % a year and a 0-5 % comisión por apertura, a CAT of about 70-110 % sin IVA (CONDUSEF's comparisons of personal loans).",
  },
  'monedia-mx': {
    amount: amount(500, 25_000, 100, 3_000),
    term: days(15, 120, 15, 30),
    pricing: mexican(90, 'single-payment', 5),
    source:
      'Mexican app lenders (small first loans, raised with repayment): MXN 500 to 25,000, repaid in 15 to 120 days.',
    pricingSource:
      'Mexican app lenders: about 0.25 % a day with an opening fee, repaid in one sum; a CAT in the hundreds of percent, as CONDUSEF warns of app loans.',
  },
  'crecia-mx': {
    amount: amount(3_000, 100_000, 500, 20_000),
    term: months(3, 24, 1, 12),
    pricing: mexican(45, 'monthly-instalments', 2),
    source: 'Mexican online personal instalment loans: MXN 3,000 to 100,000 over 3 to 24 monthly payments.',
    pricingSource:
      'Mexican online instalment loans from regulated SOFOMes: 35-55 % a year and a small opening fee, a CAT of about 60-80 % sin IVA.',
  },
  'crecia-co': {
    amount: amount(500_000, 15_000_000, 50_000, 3_000_000),
    term: months(3, 36, 1, 12),
    pricing: price(21.6, 'monthly-instalments'),
    source:
      'Colombian online consumer instalment loans: COP 500,000 to 15 million over 3 to 36 months (the usury cap applies to the rate, not the size).',
    pricingSource:
      "Colombian online consumer credit: 21.6 % nominal a year (23.9 % EA), under the Superfinanciera's usury rate for consumer credit (about 25 % EA in 2026); no fees.",
  },
  'prestaluz-co': {
    amount: amount(150_000, 1_500_000, 10_000, 500_000),
    term: days(7, 30, 1, 30),
    pricing: price(21.6, 'single-payment', { openingFeePercent: 8 }),
    source:
      'Colombian short-term online credit ("crédito rápido"): COP 150,000 to 1.5 million for 7 to 30 days.',
    pricingSource:
      'Colombian quick online credit: interest under the usury rate (23.9 % EA) and an administration and technology fee of about 8 % of the amount, repaid in one sum.',
  },
  'finvela-de': {
    amount: amount(500, 15_000, 100, 3_000),
    term: months(6, 60, 6, 24),
    pricing: price(6.79, 'monthly-instalments'),
    source:
      'German online Kleinkredit / Ratenkredit: EUR 500 to 15,000 in monthly instalments over 6 to 60 months.',
    pricingSource:
      "German online Ratenkredite: about 5-9 % effective a year for good credit (Stiftung Warentest's comparisons); no processing fee, which the BGH ruled out for consumer loans in 2014.",
  },
  'zlotek-pl': {
    amount: amount(100, 5_000, 50, 1_000),
    term: days(61, 90, 1, 61),
    pricing: price(17, 'single-payment', { openingFeePercent: 11 }),
    source:
      'Polish chwilówki (online payday loans, often a free first loan): PLN 100 to 5,000 repaid in one sum after 61 to 90 days.',
    pricingSource:
      'Polish chwilówki: interest at the legal maximum (twice the NBP reference rate plus 3.5 points, 17 % a year) and an 11 % fee, within the cap on non-interest costs (10 % + 10 % a year).',
  },
  'kredyto-pl': {
    amount: amount(500, 20_000, 100, 5_000),
    term: months(3, 48, 1, 12),
    pricing: price(17, 'monthly-instalments', { openingFeePercent: 10 }),
    source:
      'Polish non-bank instalment loans (pożyczki ratalne online): PLN 500 to 20,000 over 3 to 48 months.',
    pricingSource:
      'Polish non-bank instalment loans: interest at the legal maximum (17 % a year) and a 10 % fee, under the non-interest cost cap for every term offered; an RRSO of 40-60 %.',
  },
  'kredyto-ro': {
    amount: amount(500, 15_000, 100, 3_000),
    term: months(3, 36, 1, 12),
    pricing: price(34, 'monthly-instalments'),
    source: 'Romanian IFN (non-bank) online instalment loans: RON 500 to 15,000 over 3 to 36 months.',
    pricingSource:
      'Romanian IFN instalment loans: 30-40 % a year with no fee, a DAE under the 50 % cap of Law 243/2024.',
  },
  'solvenda-es': {
    amount: amount(50, 1_000, 10, 300),
    term: days(5, 30, 1, 30),
    pricing: price(300, 'single-payment'),
    source:
      'Spanish online minicréditos: EUR 50 to 1,000 (first loans usually 300 or less) repaid in one sum in 5 to 30 days.',
    pricingSource:
      "Spanish minicréditos: about 20-25 EUR per 100 EUR for a month, repaid in one sum (a TAE in the thousands of percent, as the Banco de España's comparisons show).",
  },
  'prestaluz-es': {
    amount: amount(100, 1_500, 50, 500),
    term: days(7, 60, 1, 30),
    pricing: price(200, 'single-payment'),
    source: 'Spanish quick online loans: EUR 100 to 1,500 repaid in one sum in 7 to 60 days.',
    pricingSource:
      'Spanish quick online loans of up to 60 days: somewhat cheaper than minicréditos, about 16 EUR per 100 EUR a month, repaid in one sum.',
  },
  'monedia-es': {
    amount: amount(300, 3_000, 50, 1_000),
    term: months(3, 12, 1, 6),
    pricing: price(21, 'monthly-instalments'),
    source: 'Spanish mobile-first small instalment loans: EUR 300 to 3,000 over 3 to 12 monthly payments.',
    pricingSource:
      'Spanish mobile-first small instalment loans: a TIN of about 18-24 % with no opening fee, a TAE of about 23 %.',
  },
  'kredyto-es': {
    amount: amount(500, 5_000, 100, 2_000),
    term: months(3, 36, 1, 12),
    pricing: price(11.9, 'monthly-instalments', { openingFeePercent: 2.5 }),
    source: 'Spanish online instalment loans (préstamos a plazos): EUR 500 to 5,000 over 3 to 36 months.',
    pricingSource:
      'Spanish online préstamos a plazos: a TIN of 10-14 % and a 2-3 % comisión de apertura, a TAE of about 15 %.',
  },
  'finvela-es': {
    amount: amount(1_000, 6_000, 100, 3_000),
    term: months(6, 36, 1, 24),
    pricing: price(8.45, 'monthly-instalments', { openingFeePercent: 1.5 }),
    source: 'Spanish consumer credit (crédito al consumo) online: EUR 1,000 to 6,000 over 6 to 36 months.',
    pricingSource:
      'Spanish consumer credit from online banks: a TIN of 7-10 % and a 1-2 % comisión de apertura, a TAE of about 10 %.',
  },
  'lunaro-es': {
    amount: amount(200, 3_000, 50, 1_000),
    term: months(2, 24, 1, 6),
    pricing: price(18.5, 'monthly-instalments'),
    source: 'Spanish online credit (créditos online in instalments): EUR 200 to 3,000 over 2 to 24 months.',
    pricingSource:
      'Spanish online credit in instalments: a TIN of about 15-20 % and no opening fee, a TAE of about 20 %.',
  },
  'vayra-vn': {
    amount: amount(1_000_000, 20_000_000, 500_000, 5_000_000),
    term: months(3, 12, 1, 6),
    pricing: price(36, 'monthly-instalments'),
    source:
      'Vietnamese online consumer loans (vay tiêu dùng online): VND 1 to 20 million over 3 to 12 months, since app stores refuse loans due within 60 days.',
    pricingSource:
      "Vietnamese consumer finance companies' online loans: about 25-45 % a year on the reducing balance, no fee.",
  },
  'vayra-ph': {
    amount: amount(1_000, 25_000, 500, 5_000),
    term: days(61, 180, 1, 90),
    pricing: price(48, 'single-payment', { openingFeePercent: 5 }),
    source:
      'Philippine online lending companies (SEC-registered): PHP 1,000 to 25,000; at least 61 days, as app stores require, up to 180.',
    pricingSource:
      "Philippine online lending companies: 4 % a month and a 5 % processing fee, under the BSP's caps for small short loans (6 % a month nominal, 15 % a month effective).",
  },
};

/** What the app reads of a product: the build bakes this much, leaving the `source` lines in the market file. */
export type LoanTerms = Pick<LoanProduct, 'amount' | 'term' | 'pricing'>;

/** The loan product of a variant; the generic one for a variant without its own (none today). */
export function loanProductOf(variant: Pick<PageVariant, 'country' | 'product'>): LoanProduct {
  return LOAN_PRODUCTS[productIdOf(variant)] ?? GENERIC_LOAN_PRODUCT;
}
