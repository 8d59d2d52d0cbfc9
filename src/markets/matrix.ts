/**
 * The build matrix as data: which countries, brands (products), modes and page variants exist.
 * Plain data with no imports, so the app can read it without pulling a validator into the first
 * screen; build/build-target.ts validates a requested cell with zod when a build starts.
 */

export const COUNTRIES = ['co', 'de', 'mx', 'pl', 'ro', 'es', 'vn', 'ph'] as const;
export const PRODUCTS = [
  'prestaluz',
  'monedia',
  'kredyto',
  'finvela',
  'crecia',
  'zlotek',
  'vayra',
  'solvenda',
  'lunaro',
] as const;
export const MODES = ['development', 'staging', 'production'] as const;
export const LOCALES = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'] as const;
export const FALLBACK_LOCALE = 'en';

export type Country = (typeof COUNTRIES)[number];
export type Product = (typeof PRODUCTS)[number];
export type Mode = (typeof MODES)[number];
export type Locale = (typeof LOCALES)[number];

/** Which application page a variant renders: classic steps, or the v3 dynamic form engine. */
export const APPLICATION_PAGES = ['classic', 'dynamic'] as const;
export type ApplicationPageKind = (typeof APPLICATION_PAGES)[number];

export interface PageVariant {
  country: Country;
  product: Product;
  applicationPage: ApplicationPageKind;
}

/**
 * The seventeen page variants of spec section 1 (CO 2, DE 1, MX 3, PH 1, PL 2, RO 1, ES 6, VN 1).
 * A variant is one brand in one country; the first variant of a country is its default.
 */
export const PAGE_VARIANTS: readonly PageVariant[] = [
  { country: 'mx', product: 'prestaluz', applicationPage: 'dynamic' },
  { country: 'mx', product: 'monedia', applicationPage: 'dynamic' },
  { country: 'mx', product: 'crecia', applicationPage: 'classic' },
  { country: 'co', product: 'crecia', applicationPage: 'dynamic' },
  { country: 'co', product: 'prestaluz', applicationPage: 'classic' },
  { country: 'de', product: 'finvela', applicationPage: 'classic' },
  { country: 'pl', product: 'zlotek', applicationPage: 'classic' },
  { country: 'pl', product: 'kredyto', applicationPage: 'dynamic' },
  { country: 'ro', product: 'kredyto', applicationPage: 'classic' },
  { country: 'es', product: 'solvenda', applicationPage: 'classic' },
  { country: 'es', product: 'prestaluz', applicationPage: 'dynamic' },
  { country: 'es', product: 'monedia', applicationPage: 'classic' },
  { country: 'es', product: 'kredyto', applicationPage: 'classic' },
  { country: 'es', product: 'finvela', applicationPage: 'dynamic' },
  { country: 'es', product: 'lunaro', applicationPage: 'classic' },
  { country: 'vn', product: 'vayra', applicationPage: 'classic' },
  { country: 'ph', product: 'vayra', applicationPage: 'classic' },
];

export const DEFAULT_COUNTRY: Country = 'mx';
export const DEFAULT_MODE: Mode = 'development';

/** The brand a country builds when none is named: the country's first variant. */
export function defaultProductFor(country: Country): Product {
  const variant = PAGE_VARIANTS.find((candidate) => candidate.country === country);
  if (!variant) throw new Error(`No page variant for country ${country}`);
  return variant.product;
}

/** The folder name of a build in dist/. */
export function buildDirName(target: { country: Country; product: Product; mode: Mode }): string {
  return `${target.country}-${target.product}-${target.mode}`;
}
