/**
 * The gallery's `virtual:market` (ADR 0020): one market object for every cell of the matrix, filled from the same
 * data functions the build's market plugin uses (brandForVariant, COUNTRY_PROFILES, loanProductOf, numberStyleOf), never a copy.
 * The cell comes from the preview's URL (`globals=variant:<product>-<country>`) when the module first runs, so the
 * values some screens read once at load (validation rules, prefixes) belong to the cell shown; the toolbar decorator
 * reloads the preview when another cell is picked (preview.tsx).
 */
import type { Market } from 'virtual:market';
import { brandForVariant } from '#markets/page-data.ts';
import { COUNTRY_PROFILES } from '#markets/countries.ts';
import { loanProductOf } from '#markets/loan-products.ts';
import { numberStyleOf } from '#shared/lib/number-style.ts';
import {
  LANGUAGE_TAGS,
  PAGE_VARIANTS,
  productIdOf,
  type PageVariant,
  type Product,
} from '#markets/matrix.ts';
import { pluralFormsOf } from '#shared/i18n/plural-forms.ts';

/** What the market plugin reads from a brand's files: its favicon's URL and its logos. */
export type BrandFiles = Record<Product, Pick<Market, 'assets' | 'logos'>>;

/** The gallery's variant global: the contract's product id (`prestaluz-mx`), one per page variant. */
export const VARIANT_KEYS: readonly string[] = PAGE_VARIANTS.map(productIdOf);
// The contract lists seventeen variants: the first is there.
const DEFAULT_VARIANT = PAGE_VARIANTS[0] as PageVariant;

export function variantOfKey(key: unknown): PageVariant {
  return PAGE_VARIANTS.find((variant) => productIdOf(variant) === key) ?? DEFAULT_VARIANT;
}

/** The variant named by the preview URL's globals, as Storybook writes them (`key:value;key:value`). */
export function variantInUrl(search: string): PageVariant {
  const globals = new URLSearchParams(search).get('globals') ?? '';
  const entry = globals.split(';').find((pair) => pair.startsWith('variant:'));
  return variantOfKey(entry?.slice('variant:'.length));
}

export function marketOf(variant: PageVariant, files: BrandFiles): Market {
  const loan = loanProductOf(variant);
  const country = COUNTRY_PROFILES[variant.country];
  return {
    // The gallery shows the development cell: the mode changes settings, not screens.
    target: { country: variant.country, product: variant.product, mode: 'development' },
    variant,
    brand: brandForVariant(variant),
    country,
    // Read from the gallery browser's Intl, as the build reads it from Node's.
    numbers: numberStyleOf(country.intlLocale, country.currency),
    plurals: pluralFormsOf(LANGUAGE_TAGS[country.locale]),
    loan: { amount: loan.amount, term: loan.term, pricing: loan.pricing },
    ...files[variant.product],
  };
}

/** The cell the modules were loaded with; market.ts re-exports `market` as the build's virtual module does. */
export function createGalleryMarket(files: BrandFiles): Market {
  return marketOf(variantInUrl(globalThis.location?.search ?? ''), files);
}
