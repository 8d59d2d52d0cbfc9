/**
 * Every country's market: what the unit tests read. The app reads `virtual:country-markets` instead, which holds the
 * built country's only (build/cell-modules-plugin.ts puts its profile beside its module's rules, as here).
 */
import { COUNTRY_PROFILES } from '../countries.ts';
import type { Country } from '../matrix.ts';
import { classicForm as coClassicForm, co } from './co.ts';
import { classicForm as deClassicForm, de } from './de.ts';
import { classicForm as esClassicForm, es } from './es.ts';
import { classicForm as mxClassicForm, mx } from './mx.ts';
import { classicForm as phClassicForm, ph } from './ph.ts';
import { classicForm as plClassicForm, pl } from './pl.ts';
import { classicForm as roClassicForm, ro } from './ro.ts';
import type { ClassicTailoring, CountryMarket, CountryMarketRules } from './types.ts';
import { classicForm as vnClassicForm, vn } from './vn.ts';

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

export const ALL_CLASSIC_FORMS: Record<Country, ClassicTailoring> = {
  co: coClassicForm,
  de: deClassicForm,
  mx: mxClassicForm,
  pl: plClassicForm,
  ro: roClassicForm,
  es: esClassicForm,
  vn: vnClassicForm,
  ph: phClassicForm,
};
