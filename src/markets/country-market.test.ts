import { ALL_COUNTRY_MARKETS } from './country-markets/all';

// A build's module holds its own country only (build/cell-modules-plugin.ts): here, Poland's.
vi.mock('virtual:country-markets', () => ({ COUNTRY_MARKETS: { pl: ALL_COUNTRY_MARKETS.pl } }));

const { accountKindOf, countryMarketOf } = await import('./country-market');

describe('countryMarketOf in a build of one country', () => {
  it('gives the built country’s market', () => {
    expect(countryMarketOf('pl')).toBe(ALL_COUNTRY_MARKETS.pl);
    expect(accountKindOf('pl')).toBe('iban');
  });

  it('refuses another country, naming what the build holds', () => {
    expect(() => countryMarketOf('mx')).toThrow('Country "mx" is not in this build: it holds pl');
  });
});
