/**
 * Resolves COUNTRY, PRODUCT and mode into one cell of the build matrix, validated with zod. A bad cell
 * fails the build before anything is built, with a message that lists the valid values.
 */
import { z } from 'zod';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_MODE,
  defaultProductFor,
  MODES,
  PAGE_VARIANTS,
  PRODUCTS,
  type Country,
  type Locale,
  type Mode,
  type PageVariant,
  type Product,
} from '#markets/matrix.ts';
import { COUNTRY_PROFILES, languagesOf } from '#markets/countries.ts';

export interface BuildTarget {
  country: Country;
  product: Product;
  mode: Mode;
  variant: PageVariant;
  /** The language the pages are built in when it is not the country's own (LOCALE=en for the Philippines). */
  locale?: Locale;
}

const rawTargetSchema = z.object({
  country: z.string().trim().toLowerCase().optional(),
  product: z.string().trim().toLowerCase().optional(),
  mode: z.string().trim().toLowerCase().optional(),
  locale: z.string().trim().toLowerCase().optional(),
});

export class BuildTargetError extends Error {
  override name = 'BuildTargetError';
}

function listVariants(): string {
  return PAGE_VARIANTS.map((variant) => `${variant.country}/${variant.product}`).join(', ');
}

/**
 * Resolves COUNTRY, PRODUCT and mode into a build target, or throws a BuildTargetError whose message
 * lists the valid values. Missing values take the defaults (mx, the country's first brand, development, the country's
 * own language).
 */
export function resolveBuildTarget(input: {
  country?: string;
  product?: string;
  mode?: string;
  locale?: string;
}): BuildTarget {
  const raw = rawTargetSchema.parse(input);
  const country = z.enum(COUNTRIES).safeParse(raw.country || DEFAULT_COUNTRY);
  if (!country.success) {
    throw new BuildTargetError(`Unknown COUNTRY "${raw.country}". Valid countries: ${COUNTRIES.join(', ')}.`);
  }
  const product = z.enum(PRODUCTS).safeParse(raw.product || defaultProductFor(country.data));
  if (!product.success) {
    throw new BuildTargetError(`Unknown PRODUCT "${raw.product}". Valid products: ${PRODUCTS.join(', ')}.`);
  }
  const mode = z.enum(MODES).safeParse(raw.mode || DEFAULT_MODE);
  if (!mode.success) {
    throw new BuildTargetError(`Unknown mode "${raw.mode}". Valid modes: ${MODES.join(', ')}.`);
  }
  const variant = PAGE_VARIANTS.find(
    (candidate) => candidate.country === country.data && candidate.product === product.data,
  );
  if (!variant) {
    throw new BuildTargetError(
      `PRODUCT "${product.data}" is not built for COUNTRY "${country.data}". Valid combinations: ${listVariants()}.`,
    );
  }
  const locale = raw.locale || COUNTRY_PROFILES[country.data].locale;
  const languages = languagesOf(country.data);
  const chosen = languages.find((candidate) => candidate === locale);
  if (!chosen) {
    throw new BuildTargetError(
      `LOCALE "${raw.locale}" is not a language COUNTRY "${country.data}" is built in. Valid: ${languages.join(', ')}.`,
    );
  }
  const cell = { country: country.data, product: product.data, mode: mode.data, variant };
  return chosen === COUNTRY_PROFILES[country.data].locale ? cell : { ...cell, locale: chosen };
}
