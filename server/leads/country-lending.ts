/**
 * The reference lender's credit policy per country, in that country's currency. server/ may not import src/ (the
 * app's market data), and a lender's policy is its own anyway, so the table lives here. The income floor is what
 * the decision rejects under: about two thirds of the country's net statutory minimum wage (2025 figures below),
 * so an applicant on a full-time minimum wage is not rejected for income alone, and one on pocket money is. The
 * income multiples of decision.ts are ratios and hold in every currency.
 */
import { PAGE_VARIANTS, productIdOf, type Country } from '#contract/page-variants.ts';

export interface CountryLending {
  /** ISO 4217, as the offer carries it. */
  currency: string;
  /** Under this net monthly income the lead is rejected. */
  minMonthlyIncome: number;
  /** The smallest offer the lender makes, for the smaller offer of an offer choice. */
  minOfferAmount: number;
  /** Its offers state the CAT (Mexico: Banxico's Circular 21/2009). */
  statesCat: boolean;
}

export const COUNTRY_LENDING: Record<Country, CountryLending> = {
  // Minimum wage 8,364 MXN a month (CONASAMI 2025); the reference API's first floor, 3,000, is kept (spec tests).
  mx: { currency: 'MXN', minMonthlyIncome: 3_000, minOfferAmount: 1_000, statesCat: true },
  // SMMLV 1,423,500 COP a month (decree 1572 of 2024).
  co: { currency: 'COP', minMonthlyIncome: 1_000_000, minOfferAmount: 200_000, statesCat: false },
  // Mindestlohn 12.82 EUR an hour, about 1,600 EUR net a month full time.
  de: { currency: 'EUR', minMonthlyIncome: 1_000, minOfferAmount: 500, statesCat: false },
  // Płaca minimalna 4,666 PLN gross, about 3,500 PLN net.
  pl: { currency: 'PLN', minMonthlyIncome: 2_300, minOfferAmount: 500, statesCat: false },
  // Salariul minim 4,050 RON gross, about 2,600 RON net.
  ro: { currency: 'RON', minMonthlyIncome: 1_700, minOfferAmount: 500, statesCat: false },
  // SMI 1,184 EUR in 14 payments, about 1,200 EUR net a month over 12.
  es: { currency: 'EUR', minMonthlyIncome: 800, minOfferAmount: 100, statesCat: false },
  // Region I minimum 4,960,000 VND a month (decree 74/2024); regions II to IV are lower.
  vn: { currency: 'VND', minMonthlyIncome: 3_000_000, minOfferAmount: 1_000_000, statesCat: false },
  // NCR 645 PHP a day, about 14,000 PHP a month; the provinces pay less.
  ph: { currency: 'PHP', minMonthlyIncome: 9_000, minOfferAmount: 1_000, statesCat: false },
};

/** The country of a lead's product id (`prestaluz-mx`); the contract refuses a product id of no page variant. */
export function countryOfProduct(product: string): Country | undefined {
  return PAGE_VARIANTS.find((variant) => productIdOf(variant) === product)?.country;
}

/** Mexico, the reference API's first market, for a lead without a known product (decision tests pass data only). */
export const lendingIn = (country: Country | undefined): CountryLending => COUNTRY_LENDING[country ?? 'mx'];
