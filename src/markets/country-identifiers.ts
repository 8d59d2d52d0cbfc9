/**
 * Which national identifiers a country asks for, with their rules (../shared/MARKETS.md). The full checks are the
 * validators of src/shared/lib/identifiers; each country's module (country-markets/<country>.ts) says which one it
 * uses where, and a build holds its own country's only (ADR 0019).
 */
import { countryMarketOf } from './country-market.ts';
import type { IdentifierRule, IdentifierSlot } from './country-markets/types.ts';
import type { Country } from './matrix.ts';

export type { IdentifierRule, IdentifierSlot };

/** The rule of the account a country's loans are paid into (the `iban` data point, whichever kind the country uses). */
export const bankAccountRuleOf = (country: Country): IdentifierRule =>
  countryMarketOf(country).identifiers.iban;

/** Every identifier a country asks for, by the slot a field looks it up in. */
export const identifiersOf = (country: Country): Partial<Record<IdentifierSlot, IdentifierRule>> =>
  countryMarketOf(country).identifiers;
