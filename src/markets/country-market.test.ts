import { ALL_CLASSIC_FORMS, ALL_COUNTRY_MARKETS } from './country-markets/all.ts';

// A build's module holds its own country only (build/cell-modules-plugin.ts): here, Poland's.
vi.mock('virtual:country-markets', () => ({
  COUNTRY_MARKETS: { pl: ALL_COUNTRY_MARKETS.pl },
  CLASSIC_FORMS: { pl: ALL_CLASSIC_FORMS.pl },
}));

const { accountKindOf, classicFormOf, countryMarketOf } = await import('./country-market.ts');

describe('countryMarketOf in a build of one country', () => {
  it('gives the built country’s market', () => {
    expect(countryMarketOf('pl')).toBe(ALL_COUNTRY_MARKETS.pl);
    expect(accountKindOf('pl')).toBe('iban');
    expect(classicFormOf('pl')).toBe(ALL_CLASSIC_FORMS.pl);
  });

  it('refuses another country, naming what the build holds', () => {
    expect(() => countryMarketOf('mx')).toThrow('Country "mx" is not in this build: it holds pl');
    expect(() => classicFormOf('mx')).toThrow('Country "mx" is not in this build: it holds pl');
  });
});
