/**
 * The builds the e2e suite runs against: one per page variant (17, contract/page-variants.ts), each served on its own
 * port. Every build runs the variant journey (variant-journey.spec.ts); some run more specs. scripts/test.ts builds
 * them; playwright.config.ts serves them.
 */
import { PAGE_VARIANTS, type Country, type Product } from '../contract/page-variants';

export interface E2eTarget {
  name: string;
  country: Country;
  product: Product;
  port: number;
  /** The specs this build runs. */
  journeys: string[];
}

export const E2E_MODE = 'development';
/** The reference API's port: the development env file's VITE_API_BASE points here. */
export const API_PORT = 4010;
export const BASE_PATH = '/application-frontend/';
const FIRST_PORT = 4301;

/** Specs beyond the variant journey, by build. */
const MORE_JOURNEYS: Record<string, string[]> = {
  // v3 (dynamic) form: the Mexican journeys, attribution, the shell and the served headers.
  'mx-prestaluz': [
    'shell.spec.ts',
    'attribution.spec.ts',
    'mx-*.spec.ts',
    'security-headers.spec.ts',
    'check-your-answers.spec.ts',
  ],
  'es-finvela': ['shell.spec.ts'],
  // Classic form: the classic journeys and the shell.
  'pl-zlotek': ['shell.spec.ts', 'classic-*.spec.ts', 'check-your-answers.spec.ts'],
};

export const E2E_TARGETS: readonly E2eTarget[] = PAGE_VARIANTS.map((variant, index) => {
  const name = `${variant.country}-${variant.product}`;
  return {
    name,
    country: variant.country,
    product: variant.product,
    port: FIRST_PORT + index,
    journeys: ['variant-journey.spec.ts', ...(MORE_JOURNEYS[name] ?? [])],
  };
});

export const baseUrlOf = (target: E2eTarget) => `http://127.0.0.1:${target.port}${BASE_PATH}`;
