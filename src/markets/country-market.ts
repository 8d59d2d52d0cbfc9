/**
 * A country's market as the app reads it: from `virtual:country-markets`, which holds the built country's only
 * (every country in the unit tests). Asking for another country is a bug of the caller, so it throws.
 */
import { CLASSIC_FORMS, COUNTRY_MARKETS } from 'virtual:country-markets';
import type { BankAccountKind } from './countries.ts';
import type { ClassicTailoring, CountryMarket } from './country-markets/types.ts';
import type { Country } from './matrix.ts';

export type { CountryMarket };

const notInBuild = (country: Country) =>
  new Error(`Country "${country}" is not in this build: it holds ${Object.keys(COUNTRY_MARKETS).join(', ')}`);

export function countryMarketOf(country: Country): CountryMarket {
  const found = COUNTRY_MARKETS[country];
  if (!found) throw notInBuild(country);
  return found;
}

/** What the country changes in the generic classic form (read by the classic page only). */
export function classicFormOf(country: Country): ClassicTailoring {
  const found = CLASSIC_FORMS[country];
  if (!found) throw notInBuild(country);
  return found;
}

/** The account a country's loans are paid into (../shared/MARKETS.md): the CLABE in Mexico, the IBAN elsewhere. */
export const accountKindOf = (country: Country): BankAccountKind =>
  countryMarketOf(country).profile.bankAccountKind;
