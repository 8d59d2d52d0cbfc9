/**
 * The builds the e2e suite runs against: one per page variant (17, contract/page-variants.ts), each served on its own
 * port, and the tracking and English builds. Each variant's build and the English one run the variant journey
 * (variant-journey.spec.ts); a spec names the builds it runs on (e2e/support/builds.ts). scripts/test.ts builds
 * them; playwright.config.ts serves them.
 */
import { PAGE_VARIANTS, type Country, type Product } from '#contract/page-variants.ts';
import type { Locale } from '#contract/locales.ts';
import { countryProfileIn } from '#markets/countries.ts';
import { buildDirName } from '#markets/matrix.ts';
import { COLLECTOR_ORIGIN } from './support/tracking-collector.ts';

export interface E2eTarget {
  name: string;
  country: Country;
  product: Product;
  port: number;
  /** Whether the variant journey runs on this build. */
  variantJourney: boolean;
  /** Build env beyond the mode's file (the tracking builds' ids and script URLs). */
  env?: Readonly<Record<string, string>>;
  /** The folder under dist/ when it is not the cell's own (two builds of one cell). */
  outDir?: string;
  /** Another of the country's languages the build is in (LOCALE; src/markets/countries.ts, otherLanguages). */
  locale?: Locale;
}

/**
 * The production builds, as shipped (no developer tools, no missing-key reports), with the reference API's loopback
 * base (build/api-base.ts): the size check measures these same builds rather than building the 17 cells again.
 */
export const E2E_MODE = 'production';
/** The reference API's port: the e2e builds' VITE_API_BASE (REFERENCE_API_BASE) points here. */
export const API_PORT = 4010;

/** The e2e API's signing key (server/http/signing.ts), so a test can sign an unsubscribe link as a lender would. */
export const E2E_SIGNING_SECRET = 'e2e-signing-secret-not-used-anywhere-else';

/** The e2e API's wait between two code sends: short, so a test can reach the hourly limit in seconds. */
export const E2E_CODE_RESEND_SECONDS = 1;
export const BASE_PATH = '/application-frontend/';
const FIRST_PORT = 4301;

const VARIANT_TARGETS: readonly E2eTarget[] = PAGE_VARIANTS.map((variant, index) => {
  const name = `${variant.country}-${variant.product}`;
  return {
    name,
    country: variant.country,
    product: variant.product,
    port: FIRST_PORT + index,
    variantJourney: true,
  };
});

/**
 * Every third party configured, each pointed at the local collector (e2e/support/tracking-collector.ts): the tracking
 * builds of issue 15, one outside the EU (Mexico, v3 form) and one inside (Spain, classic form). Mexico's is Monedia,
 * whose v3 form is the short one: the tracking journey walks it to an outcome, and what it checks
 * (consent, the pixels' hashed contact, the analytics, the affiliate's events) does not grow with the form's length.
 */
export const TRACKING_ENV: Readonly<Record<string, string>> = {
  VITE_POSTHOG_KEY: 'phc_e2e',
  VITE_POSTHOG_HOST: `${COLLECTOR_ORIGIN}/ph`,
  VITE_FACEBOOK_PIXEL_ID: '100000000000001',
  VITE_FACEBOOK_PIXEL_SCRIPT_URL: `${COLLECTOR_ORIGIN}/meta/fbevents.js`,
  VITE_TIKTOK_PIXEL_ID: 'CE2ETIKTOK0001',
  VITE_TIKTOK_PIXEL_SCRIPT_URL: `${COLLECTOR_ORIGIN}/tiktok/events.js`,
  VITE_GTM_ID: 'GTM-E2E0001',
  VITE_GTM_SCRIPT_URL: `${COLLECTOR_ORIGIN}/gtm/gtm.js`,
  VITE_GOOGLE_ADS_ID: 'AW-100000001',
  VITE_GOOGLE_ADS_CONVERSION_LABEL: 'e2eLead',
  VITE_SENTRY_DSN: `http://e2epublickey@${COLLECTOR_ORIGIN.replace('http://', '')}/1`,
  VITE_CAPTCHA_SITE_KEY: 'e2e-site-key',
  VITE_CAPTCHA_SCRIPT_URL: `${COLLECTOR_ORIGIN}/recaptcha/api.js`,
};

const TRACKING_TARGETS: readonly E2eTarget[] = (
  [
    ['mx', 'monedia'],
    ['es', 'solvenda'],
  ] as const
).map(([country, product], index) => ({
  name: `${country}-${product}-tracking`,
  country,
  product,
  port: FIRST_PORT + PAGE_VARIANTS.length + index,
  variantJourney: false,
  env: TRACKING_ENV,
  outDir: `${country}-${product}-${E2E_MODE}-tracking`,
}));

/**
 * The Philippine page in English (issue 32 item 8): the variant journey with axe on every page, in the one language
 * no market speaks by default, so the en texts are read by a browser and checked as the others are.
 */
const OTHER_LANGUAGE_TARGETS: readonly E2eTarget[] = [
  {
    name: 'ph-vayra-en',
    country: 'ph',
    product: 'vayra',
    locale: 'en',
    port: FIRST_PORT + PAGE_VARIANTS.length + TRACKING_TARGETS.length,
    variantJourney: true,
  },
];

export const E2E_TARGETS: readonly E2eTarget[] = [
  ...VARIANT_TARGETS,
  ...TRACKING_TARGETS,
  ...OTHER_LANGUAGE_TARGETS,
];

export const baseUrlOf = (target: E2eTarget) => `http://127.0.0.1:${target.port}${BASE_PATH}`;
/** The browser's language for a build: its country's, or the other language it is built in (Accept-Language, Intl). */
export const browserLocaleOf = (target: E2eTarget) =>
  countryProfileIn(target.country, target.locale).intlLocale;
/** The builds the variant journey runs on. */
export const VARIANT_JOURNEY_TARGETS = E2E_TARGETS.filter((target) => target.variantJourney);

/**
 * The folder under dist/ a target is built in and served from: dist/e2e/, apart from the cells' own folders, which
 * the deploy step's guide rebuilds (`npm run build`, emptying the folder) while the e2e suite serves these.
 */
export const E2E_DIST = 'e2e';
export const e2eBuildDir = (target: E2eTarget) =>
  `${E2E_DIST}/${
    target.outDir ??
    buildDirName({ country: target.country, product: target.product, mode: E2E_MODE, locale: target.locale })
  }`;
