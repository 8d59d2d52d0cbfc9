/**
 * The build matrix's countries, brands and page variants as plain data with no imports. It lives in the contract
 * because both sides need it: the app builds one page per variant (src/markets/matrix.ts reads it from here) and
 * the API refuses a lead whose product id names no variant (server/ may not import src/).
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

export type Country = (typeof COUNTRIES)[number];
export type Product = (typeof PRODUCTS)[number];

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

/** The product id the app adds to lead and event bodies: `<product>-<country>` (e.g. `prestaluz-mx`). */
export const productIdOf = (variant: Pick<PageVariant, 'country' | 'product'>): string =>
  `${variant.product}-${variant.country}`;

/** Every product id a lead may carry: one per page variant. */
export const PRODUCT_IDS: readonly string[] = PAGE_VARIANTS.map(productIdOf);
