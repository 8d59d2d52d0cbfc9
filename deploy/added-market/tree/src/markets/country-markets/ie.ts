/**
 * Ireland, the added-market test's fixture (deploy/added-market/market.ts), not a market the product serves: the
 * Eircode (a routing key and a unique identifier) and the IBAN; no national identifier before the offer.
 */
import { IBAN_RULE } from './shared-rules.ts';
import type { ClassicTailoring, CountryMarketRules } from './types.ts';

export const ie: CountryMarketRules = {
  validation: { postcode: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/ },
  postcodeFill: 'none',
  identifiers: { iban: IBAN_RULE },
};

/** The country asks the generic classic form as it is. */
export const classicForm: ClassicTailoring = {};
