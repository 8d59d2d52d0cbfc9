/**
 * The loan product of every page variant (a brand in a country): the amounts in the country's currency and the terms
 * its lenders of that kind offer. Plain JSON, like countries.ts: build/market-plugin.ts bakes the built variant's
 * product into `virtual:market` (the app reads `market.loan`), so a page carries its own product and no other.
 *
 * Each product says in `source` why its figures are what they are. The brands are fictional; the figures follow the
 * kind of lender the brand is (brands.ts) as that kind lends in that country. Spec section 9's generic defaults
 * (GENERIC_LOAN_PRODUCT) are kept for a variant that has nothing better: none has today.
 */
import { productIdOf, type PageVariant } from './matrix.ts';

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
  /** In the country's currency (countries.ts). */
  amount: AmountRange;
  term: TermRange;
  /** One line: what kind of loan this is in its country, and why these figures. */
  source: string;
}

/**
 * Spec section 9, "Generic defaults": amount 1000, period 31 days, 61 to 90 days by 1. Its default term lies below
 * its own minimum, so the default used here is the minimum (61): a product never starts outside its range.
 */
export const GENERIC_LOAN_PRODUCT: LoanProduct = {
  amount: { min: 100, max: 5000, step: 1, default: 1000 },
  term: { unit: 'days', min: 61, max: 90, step: 1, default: 61 },
  source: 'Spec section 9 generic defaults (the 31-day default raised to the 61-day minimum).',
};

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
    source: 'Spec section 9 Mexican limits: personal online loans of MXN 500 to 150,000 over 1 to 36 months.',
  },
  'monedia-mx': {
    amount: amount(500, 25_000, 100, 3_000),
    term: days(15, 120, 15, 30),
    source:
      'Mexican app lenders (small first loans, raised with repayment): MXN 500 to 25,000, repaid in 15 to 120 days.',
  },
  'crecia-mx': {
    amount: amount(3_000, 100_000, 500, 20_000),
    term: months(3, 24, 1, 12),
    source: 'Mexican online personal instalment loans: MXN 3,000 to 100,000 over 3 to 24 monthly payments.',
  },
  'crecia-co': {
    amount: amount(500_000, 15_000_000, 50_000, 3_000_000),
    term: months(3, 36, 1, 12),
    source:
      'Colombian online consumer instalment loans: COP 500,000 to 15 million over 3 to 36 months (the usury cap applies to the rate, not the size).',
  },
  'prestaluz-co': {
    amount: amount(150_000, 1_500_000, 10_000, 500_000),
    term: days(7, 30, 1, 30),
    source:
      'Colombian short-term online credit ("crédito rápido"): COP 150,000 to 1.5 million for 7 to 30 days.',
  },
  'finvela-de': {
    amount: amount(500, 15_000, 100, 3_000),
    term: months(6, 60, 6, 24),
    source:
      'German online Kleinkredit / Ratenkredit: EUR 500 to 15,000 in monthly instalments over 6 to 60 months.',
  },
  'zlotek-pl': {
    amount: amount(100, 5_000, 50, 1_000),
    term: days(61, 90, 1, 61),
    source:
      'Polish chwilówki (online payday loans, often a free first loan): PLN 100 to 5,000 repaid in one sum after 61 to 90 days.',
  },
  'kredyto-pl': {
    amount: amount(500, 20_000, 100, 5_000),
    term: months(3, 48, 1, 12),
    source:
      'Polish non-bank instalment loans (pożyczki ratalne online): PLN 500 to 20,000 over 3 to 48 months.',
  },
  'kredyto-ro': {
    amount: amount(500, 15_000, 100, 3_000),
    term: months(3, 36, 1, 12),
    source: 'Romanian IFN (non-bank) online instalment loans: RON 500 to 15,000 over 3 to 36 months.',
  },
  'solvenda-es': {
    amount: amount(50, 1_000, 10, 300),
    term: days(5, 30, 1, 30),
    source:
      'Spanish online minicréditos: EUR 50 to 1,000 (first loans usually 300 or less) repaid in one sum in 5 to 30 days.',
  },
  'prestaluz-es': {
    amount: amount(100, 1_500, 50, 500),
    term: days(7, 60, 1, 30),
    source: 'Spanish quick online loans: EUR 100 to 1,500 repaid in one sum in 7 to 60 days.',
  },
  'monedia-es': {
    amount: amount(300, 3_000, 50, 1_000),
    term: months(3, 12, 1, 6),
    source: 'Spanish mobile-first small instalment loans: EUR 300 to 3,000 over 3 to 12 monthly payments.',
  },
  'kredyto-es': {
    amount: amount(500, 5_000, 100, 2_000),
    term: months(3, 36, 1, 12),
    source: 'Spanish online instalment loans (préstamos a plazos): EUR 500 to 5,000 over 3 to 36 months.',
  },
  'finvela-es': {
    amount: amount(1_000, 6_000, 100, 3_000),
    term: months(6, 36, 1, 24),
    source: 'Spanish consumer credit (crédito al consumo) online: EUR 1,000 to 6,000 over 6 to 36 months.',
  },
  'lunaro-es': {
    amount: amount(200, 3_000, 50, 1_000),
    term: months(2, 24, 1, 6),
    source: 'Spanish online credit (créditos online in instalments): EUR 200 to 3,000 over 2 to 24 months.',
  },
  'vayra-vn': {
    amount: amount(1_000_000, 20_000_000, 500_000, 5_000_000),
    term: months(3, 12, 1, 6),
    source:
      'Vietnamese online consumer loans (vay tiêu dùng online): VND 1 to 20 million over 3 to 12 months, since app stores refuse loans due within 60 days.',
  },
  'vayra-ph': {
    amount: amount(1_000, 25_000, 500, 5_000),
    term: days(61, 180, 1, 90),
    source:
      'Philippine online lending companies (SEC-registered): PHP 1,000 to 25,000; at least 61 days, as app stores require, up to 180.',
  },
};

/** What the app reads of a product: the build bakes this much, leaving the `source` line in the market file. */
export type LoanTerms = Pick<LoanProduct, 'amount' | 'term'>;

/** The loan product of a variant; the generic one for a variant without its own (none today). */
export function loanProductOf(variant: Pick<PageVariant, 'country' | 'product'>): LoanProduct {
  return LOAN_PRODUCTS[productIdOf(variant)] ?? GENERIC_LOAN_PRODUCT;
}
