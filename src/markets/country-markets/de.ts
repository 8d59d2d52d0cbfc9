/**
 * Germany (../shared/MARKETS.md): the IBAN only. A German lender identifies by the ID document at video or bank
 * identification, after the offer.
 */
import { FIVE_DIGITS, IBAN_RULE } from './shared-rules.ts';
import type { ClassicTailoring, CountryMarketRules } from './types.ts';

export const de: CountryMarketRules = {
  validation: { postcode: FIVE_DIGITS },
  postcodeFill: 'city',
  identifiers: { iban: IBAN_RULE },
};

/** The country asks the generic classic form as it is. */
export const classicForm: ClassicTailoring = {};
