/** A country's rules in tests: with the loan product of the country's default variant unless a brand is named. */
import { countryRules, type CountryRules } from '#markets/country-validation.ts';
import { loanProductOf } from '#markets/loan-products.ts';
import { defaultProductFor, type Country, type Product } from '#markets/matrix.ts';

export function rulesOf(country: Country, product: Product = defaultProductFor(country)): CountryRules {
  return countryRules(country, loanProductOf({ country, product }));
}
