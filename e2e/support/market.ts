import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestInfo } from '@playwright/test';
import type { Brand } from '../../src/markets/brands';
import { COUNTRY_PROFILES, type CountryProfile } from '../../src/markets/countries';
import type { Country, Product } from '../../src/markets/matrix';
import { brandForVariant } from '../../src/markets/page-data';

export interface ProjectMarket {
  brand: Brand;
  country: CountryProfile;
  /** The common namespace of the build's locale, as shipped in public/locales. */
  texts: { errors: { generic: string }; notFound: { title: string } };
}

/** The brand (with the variant's page texts) and country of the Playwright project running the test (see playwright.config.ts metadata). */
export function marketOf(testInfo: TestInfo): ProjectMarket {
  const { country, product } = testInfo.project.metadata as { country: Country; product: Product };
  const profile = COUNTRY_PROFILES[country];
  const texts = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../public/locales', profile.locale, 'common.json'), 'utf8'),
  ) as ProjectMarket['texts'];
  // The brand as this variant's build shows it: its page texts in the country's language (src/markets/page-data.ts).
  return { brand: brandForVariant({ product, country }), country: profile, texts };
}
