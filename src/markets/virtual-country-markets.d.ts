/** The countries a build holds: its own only; every country in the unit tests (build/cell-modules-plugin.ts). */
declare module 'virtual:country-markets' {
  import type { ClassicTailoring, CountryMarket } from './country-markets/types.ts';
  import type { Country } from './matrix.ts';

  export const COUNTRY_MARKETS: Partial<Record<Country, CountryMarket>>;
  /** Apart from COUNTRY_MARKETS so that only a classic page's build keeps it. */
  export const CLASSIC_FORMS: Partial<Record<Country, ClassicTailoring>>;
}
