/**
 * What a postcode fills in each country's address form (issue 13; docs/adr/0015-section-7-calls.md):
 * - `colonias`: Mexico's SEPOMEX code names state, municipality and city and lists its colonias (GET /postcode/{code});
 * - `city`: the code names one town, so GET /postcode/lookup/{code}?country= fills the city and region;
 * - `none`: the address is typed. Colombia's and Vietnam's codes are seldom known by applicants and a code spans
 *   several towns, so a lookup would fill little and mislead more.
 */
import { countryMarketOf } from './country-market.ts';
import type { PostcodeFill } from './country-markets/types.ts';
import type { Country } from './matrix.ts';

export type { PostcodeFill };

/** Each country's is in its module (country-markets/<country>.ts): a build holds its own country's only. */
export const postcodeFillOf = (country: Country): PostcodeFill => countryMarketOf(country).postcodeFill;
