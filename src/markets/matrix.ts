/**
 * The build matrix as data: which countries, brands (products), modes and page variants exist.
 * Plain data, so the app can read it without pulling a validator into the first screen;
 * build/build-target.ts validates a requested cell with zod when a build starts. The countries, brands
 * and page variants come from the contract (contract/page-variants.ts, plain data too), because the API
 * checks a lead's product id against the same list.
 */
import { PAGE_VARIANTS, type Country, type Product } from '#contract/page-variants.ts';
import { LANGUAGE_TAGS, LOCALES, type Locale } from '#contract/locales.ts';

export {
  APPLICATION_PAGES,
  COUNTRIES,
  PAGE_VARIANTS,
  PRODUCTS,
  productIdOf,
  type ApplicationPageKind,
  type Country,
  type PageVariant,
  type Product,
} from '#contract/page-variants.ts';

export const MODES = ['development', 'staging', 'production'] as const;
export type Mode = (typeof MODES)[number];
// The locales and their languages are the contract's, shared with the reference API (contract/locales.ts).
export { FALLBACK_LOCALE, LANGUAGE_TAGS, LOCALES, type LanguageTag, type Locale } from '#contract/locales.ts';

/** The locale folder of a language tag the translator hands back; undefined for a tag the app does not ship. */
export function localeOfLanguageTag(tag: string): Locale | undefined {
  return LOCALES.find((locale) => LANGUAGE_TAGS[locale] === tag);
}

export const DEFAULT_COUNTRY: Country = 'mx';
export const DEFAULT_MODE: Mode = 'development';

/** The brand a country builds when none is named: the country's first variant. */
export function defaultProductFor(country: Country): Product {
  const variant = PAGE_VARIANTS.find((candidate) => candidate.country === country);
  if (!variant) throw new Error(`No page variant for country ${country}`);
  return variant.product;
}

/** The folder name of a build in dist/; a build in another language than the country's ends with it (-en). */
export function buildDirName(target: {
  country: Country;
  product: Product;
  mode: Mode;
  locale?: Locale | undefined;
}): string {
  return `${target.country}-${target.product}-${target.mode}${target.locale ? `-${target.locale}` : ''}`;
}
