// @vitest-environment node
import { COUNTRIES, PAGE_VARIANTS, productIdOf } from '#contract/page-variants.ts';
import { COUNTRY_LENDING, countryOfProduct } from './country-lending.ts';
import { decide } from './decision.ts';
import { offerFor } from './lead-views.ts';

const decisionFor = (country: (typeof COUNTRIES)[number], monthlyIncome: number, amount: number) =>
  decide({
    data: { amount, contactDetails: { email: 'ana@example.com' }, incomeDetails: { monthlyIncome } },
    completedStates: [],
    mobileVerified: false,
    country,
  }).status;

describe('the lender decides in each country in its own currency', () => {
  it.each(COUNTRIES)('%s: rejected under its income floor, accepted at it', (country) => {
    const { minMonthlyIncome } = COUNTRY_LENDING[country];
    expect(decisionFor(country, minMonthlyIncome - 1, minMonthlyIncome)).toBe('rejected');
    expect(decisionFor(country, minMonthlyIncome, minMonthlyIncome)).toBe('accepted');
  });

  it('does not read a Mexican floor in another currency: 5,000 is a living in pesos, not in dong or COP', () => {
    expect(decisionFor('mx', 5_000, 5_000)).toBe('accepted');
    expect(decisionFor('co', 5_000, 5_000)).toBe('rejected');
    expect(decisionFor('vn', 5_000, 5_000)).toBe('rejected');
    expect(decisionFor('co', 2_000_000, 5_000_000)).toBe('accepted');
  });

  it("orders the floors as the countries' wages are ordered within each currency", () => {
    // Spain's minimum wage is below Germany's; both are in euros.
    expect(COUNTRY_LENDING.es.minMonthlyIncome).toBeLessThan(COUNTRY_LENDING.de.minMonthlyIncome);
  });

  it.each(PAGE_VARIANTS)('names the currency of $country in the offer of $product', (variant) => {
    const product = productIdOf(variant);
    expect(countryOfProduct(product)).toBe(variant.country);
    expect(offerFor('0000000000', { amount: 1_000, period: 6 }, new Date(), product).currency).toBe(
      COUNTRY_LENDING[variant.country].currency,
    );
  });
});
