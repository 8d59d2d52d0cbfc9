/**
 * What would show that a cell's build holds another variant's code (issue 16, item 3; ADR 0019): another country's
 * identifier rules (`kind:"pesel"` in a Mexican build) or profile (`intlLocale:"pl-PL"`), another brand's stylesheet
 * (`.layout-zlotek`), the other application page kind's chunk. Derived from the market data, so a new country, brand
 * or identifier is covered without a new entry. Pure: check-size.ts reads the files.
 */
import { ALL_COUNTRY_MARKETS } from '../../src/markets/country-markets/all';
import type { CountryMarket } from '../../src/markets/country-markets/types';
import { APPLICATION_PAGES, PRODUCTS, type Country, type PageVariant } from '../../src/markets/matrix';

export interface Marker {
  /** Says what was found, for the failure message. */
  what: string;
  /** Searched in the content of the .js or .css files, or in every file's name. */
  in: 'js' | 'css' | 'name';
  pattern: RegExp;
}

export interface BuiltFile {
  name: string;
  content: string;
}

/** A minified string property: `kind:"pesel"`, `kind:'pesel'` or `` kind:`pesel` ``. */
const property = (name: string, value: string) =>
  new RegExp(`\\b${name}:\\s*[\`"']${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\`"']`);

const kindsOf = (market: CountryMarket) => Object.values(market.identifiers).map((rule) => rule.kind);

/** The markers of everything a variant's build must not hold. */
export function foreignMarkers(
  variant: PageVariant,
  markets: Record<Country, CountryMarket> = ALL_COUNTRY_MARKETS,
): Marker[] {
  const own = markets[variant.country];
  const ownKinds = new Set(kindsOf(own));
  const others = Object.values(markets).filter((market) => market.profile.code !== variant.country);
  const kinds = new Set(others.flatMap(kindsOf).filter((kind) => !ownKinds.has(kind)));
  return [
    ...[...kinds].map((kind) => ({
      what: `another country's identifier rule "${kind}"`,
      in: 'js' as const,
      pattern: property('kind', kind),
    })),
    ...others
      .filter((market) => market.profile.intlLocale !== own.profile.intlLocale)
      .map((market) => ({
        what: `the ${market.profile.code} country profile`,
        in: 'js' as const,
        pattern: property('intlLocale', market.profile.intlLocale),
      })),
    ...PRODUCTS.filter((product) => product !== variant.product).map((product) => ({
      what: `the ${product} brand stylesheet`,
      in: 'css' as const,
      pattern: new RegExp(`\\.layout-${product}\\b`),
    })),
    ...APPLICATION_PAGES.filter((page) => page !== variant.applicationPage).map((page) => ({
      what: `the ${page} application page`,
      in: 'name' as const,
      pattern: new RegExp(`^(?:assets/)?${page}-application-page-`),
    })),
  ];
}

/** The marker that proves the scan reads the build: the variant's own country profile. */
export const ownMarker = (variant: PageVariant, markets = ALL_COUNTRY_MARKETS): Marker => ({
  what: `its own ${variant.country} country profile`,
  in: 'js',
  pattern: property('intlLocale', markets[variant.country].profile.intlLocale),
});

const searched = (marker: Marker, file: BuiltFile) => {
  if (marker.in === 'name') return file.name;
  return file.name.endsWith(`.${marker.in}`) ? file.content : '';
};

/** Each marker found, with the files it is in. */
export function findMarkers(
  files: readonly BuiltFile[],
  markers: readonly Marker[],
): { what: string; files: string[] }[] {
  return markers
    .map((marker) => ({
      what: marker.what,
      files: files.filter((file) => marker.pattern.test(searched(marker, file))).map((file) => file.name),
    }))
    .filter((found) => found.files.length > 0);
}
