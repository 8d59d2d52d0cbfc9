import { BRANDS } from './brands.ts';
import { PAGE_VARIANTS, PRODUCTS } from './matrix.ts';
import {
  BRAND_TEXT_LANGUAGE,
  brandForVariant,
  countryLanguage,
  pageTextSchema,
  VARIANT_PAGE_TEXT,
} from './page-data.ts';

describe('issue 19 item 6: page data per variant in the variant language, falling back to the brand', () => {
  it.each(
    PAGE_VARIANTS.map((variant) => [`${variant.product}-${variant.country}` as const, variant] as const),
  )('%s', (key, variant) => {
    const text = VARIANT_PAGE_TEXT[key];
    const brand = BRANDS[variant.product];
    const page = brandForVariant(variant);
    if (countryLanguage(variant.country) === BRAND_TEXT_LANGUAGE[variant.product]) {
      // The brand's own text is already in the country's language.
      expect(text).toBeUndefined();
      expect(page).toBe(brand);
      return;
    }
    expect(text, `${key} needs its own text`).toBeDefined();
    expect(() => pageTextSchema.parse(text)).not.toThrow();
    expect(page).toEqual({ ...brand, ...text });
    // Not the brand's (other-language) text, and still the brand's name.
    expect(page.pageTitle).not.toBe(brand.pageTitle);
    expect(page.metaDescription).not.toBe(brand.metaDescription);
    expect(page.pageTitle).toContain(brand.name);
    expect(page.footerText ?? brand.name).toContain(brand.name);
  });

  it.each([
    ['kredyto', 'pl', /Pożyczki online/, /wniosek o pożyczkę/],
    ['kredyto', 'ro', /Credite online/, /cerere de credit/],
    ['finvela', 'de', /Verbraucherkredite/, /Online-Antrag/],
    ['vayra', 'vn', /Vay tiêu dùng/, /trực tuyến/],
  ] as const)('%s in %s', (product, country, title, description) => {
    const page = brandForVariant({ product, country });
    expect(page.pageTitle).toMatch(title);
    expect(page.metaDescription).toMatch(description);
  });

  it('knows the language of every brand text', () => {
    expect(Object.keys(BRAND_TEXT_LANGUAGE).sort()).toEqual([...PRODUCTS].sort());
  });

  it('has no text for a variant that does not exist', () => {
    const variants = new Set(PAGE_VARIANTS.map((variant) => `${variant.product}-${variant.country}`));
    for (const key of Object.keys(VARIANT_PAGE_TEXT)) expect(variants.has(key), key).toBe(true);
  });
});
