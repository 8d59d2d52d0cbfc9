/**
 * What would show that a cell's build holds another variant's code (issue 16, item 3; ADR 0019): another country's
 * identifier rules (`kind:"pesel"` in a Mexican build) or profile (`intlLocale:"pl-PL"`), another brand's stylesheet
 * (`.layout-zlotek`), the other application page kind's chunk; and React DOM's own runtime where Preact renders every
 * cell (docs/adr/0035). Derived from the market data, so a new country, brand or identifier is covered without a new
 * entry. Pure: check-size.ts reads the files.
 */
import { ALL_COUNTRY_MARKETS } from '#markets/country-markets/all.ts';
import type { CountryMarket } from '#markets/country-markets/types.ts';
import { APPLICATION_PAGES, PRODUCTS, type Country, type PageVariant } from '#markets/matrix.ts';

export interface Marker {
  /** What kind of code it shows, for the failure message: "identifier rules", "brand stylesheets"... */
  group: string;
  /** Which one: "pesel", "zlotek"... */
  name: string;
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
      group: "other countries' identifier rules",
      name: kind,
      in: 'js' as const,
      pattern: property('kind', kind),
    })),
    ...others
      .filter((market) => market.profile.intlLocale !== own.profile.intlLocale)
      .map((market) => ({
        group: "other countries' profiles",
        name: market.profile.code,
        in: 'js' as const,
        pattern: property('intlLocale', market.profile.intlLocale),
      })),
    ...PRODUCTS.filter((product) => product !== variant.product).map((product) => ({
      group: "other brands' stylesheets",
      name: product,
      in: 'css' as const,
      pattern: new RegExp(`\\.layout-${product}\\b`),
    })),
    // Preact renders every cell (docs/adr/0035-preact-renders-the-app.md): React DOM's runtime in a build means an
    // import escaped the aliases (build/preact-aliases.ts), and some 60 kB more at the applicant's first touch.
    {
      group: "React DOM's own runtime",
      name: 'react-dom',
      in: 'js' as const,
      pattern: /__(?:CLIENT|DOM)_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/,
    },
    ...APPLICATION_PAGES.filter((page) => page !== variant.applicationPage).map((page) => ({
      group: 'the other application page kind',
      name: page,
      in: 'name' as const,
      pattern: new RegExp(`^(?:assets/)?${page}-application-page-`),
    })),
  ];
}

/** The marker that proves the scan reads the build: the variant's own country profile. */
export const ownMarker = (variant: PageVariant, markets = ALL_COUNTRY_MARKETS): Marker => ({
  group: 'its own profile',
  name: variant.country,
  in: 'js',
  pattern: property('intlLocale', markets[variant.country].profile.intlLocale),
});

const searched = (marker: Marker, file: BuiltFile) => {
  if (marker.in === 'name') return file.name;
  return file.name.endsWith(`.${marker.in}`) ? file.content : '';
};

/** The markers found, by group: which ones, in which files. */
export function findMarkers(
  files: readonly BuiltFile[],
  markers: readonly Marker[],
): { group: string; names: string[]; files: string[] }[] {
  const found = new Map<string, { group: string; names: string[]; files: Set<string> }>();
  for (const marker of markers) {
    const holders = files.filter((file) => marker.pattern.test(searched(marker, file)));
    if (holders.length === 0) continue;
    const entry = found.get(marker.group) ?? { group: marker.group, names: [], files: new Set<string>() };
    entry.names.push(marker.name);
    for (const holder of holders) entry.files.add(holder.name);
    found.set(marker.group, entry);
  }
  return [...found.values()].map((entry) => ({ ...entry, files: [...entry.files] }));
}

/** A found group as the size check prints it. */
export const describeFound = (found: { group: string; names: string[]; files: string[] }) =>
  `holds ${found.group} ${found.names.join(', ')} (${found.files.join(', ')})`;
