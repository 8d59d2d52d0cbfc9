/**
 * Every country's market: what the unit tests read. The app reads `virtual:country-markets` instead, which holds the
 * built country's only (build/cell-modules-plugin.ts puts its profile beside its module's rules, as here).
 */
import { COUNTRY_PROFILES } from '../countries.ts';
import type { Country } from '../matrix.ts';
import { co } from './co.ts';
import { de } from './de.ts';
import { es } from './es.ts';
import { mx } from './mx.ts';
import { ph } from './ph.ts';
import { pl } from './pl.ts';
import { ro } from './ro.ts';
import type { CountryMarket, CountryMarketRules } from './types.ts';
import { vn } from './vn.ts';

const market = (country: Country, rules: CountryMarketRules): CountryMarket => ({
  profile: COUNTRY_PROFILES[country],
  ...rules,
});

export const ALL_COUNTRY_MARKETS: Record<Country, CountryMarket> = {
  co: market('co', co),
  de: market('de', de),
  mx: market('mx', mx),
  pl: market('pl', pl),
  ro: market('ro', ro),
  es: market('es', es),
  vn: market('vn', vn),
  ph: market('ph', ph),
};
