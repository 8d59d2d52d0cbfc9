/** A country's rules in tests: with the loan product of the country's default variant unless a brand is named. */
import { countryRules, type CountryRules } from '../markets/country-validation';
import { loanProductOf } from '../markets/loan-products';
import { defaultProductFor, type Country, type Product } from '../markets/matrix';

export function rulesOf(country: Country, product: Product = defaultProductFor(country)): CountryRules {
  return countryRules(country, loanProductOf({ country, product }));
}
