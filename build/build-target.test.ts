// @vitest-environment node
import { buildDirName, COUNTRIES, MODES, PAGE_VARIANTS, PRODUCTS } from '#markets/matrix.ts';
import { BuildTargetError, resolveBuildTarget } from './build-target.ts';

describe('the build matrix', () => {
  it('has the seventeen page variants of spec section 1 (CO 2, DE 1, MX 3, PH 1, PL 2, RO 1, ES 6, VN 1)', () => {
    const perCountry = Object.fromEntries(
      COUNTRIES.map((country) => [
        country,
        PAGE_VARIANTS.filter((variant) => variant.country === country).length,
      ]),
    );
    expect(perCountry).toEqual({ co: 2, de: 1, mx: 3, ph: 1, pl: 2, ro: 1, es: 6, vn: 1 });
    const cells = new Set(PAGE_VARIANTS.map((variant) => `${variant.country}/${variant.product}`));
    expect(cells.size).toBe(17);
  });

  it('gives every one of the nine brands at least one country', () => {
    expect(PRODUCTS).toHaveLength(9);
    for (const product of PRODUCTS) {
      expect(PAGE_VARIANTS.some((variant) => variant.product === product)).toBe(true);
    }
  });

  it.each(PAGE_VARIANTS.flatMap((variant) => MODES.map((mode) => ({ ...variant, mode }))))(
    'resolves $country/$product in $mode',
    ({ country, product, mode, applicationPage }) => {
      const target = resolveBuildTarget({ country, product, mode });
      expect(target).toMatchObject({ country, product, mode, variant: { applicationPage } });
    },
  );

  it('defaults to mx, its first brand, development', () => {
    expect(resolveBuildTarget({})).toMatchObject({
      country: 'mx',
      product: 'prestaluz',
      mode: 'development',
    });
    expect(resolveBuildTarget({ country: 'pl' })).toMatchObject({ country: 'pl', product: 'zlotek' });
  });

  it("builds the Philippine pages in English, one of the country's languages, into a folder of their own", () => {
    const english = resolveBuildTarget({ country: 'ph', locale: 'EN', mode: 'production' });
    expect(english).toMatchObject({ country: 'ph', product: 'vayra', locale: 'en' });
    expect(buildDirName(english)).toBe('ph-vayra-production-en');
    // The country's own language is no other language: the cell and its folder as without one.
    const own = resolveBuildTarget({ country: 'ph', locale: 'ph', mode: 'production' });
    expect(own.locale).toBeUndefined();
    expect(buildDirName(own)).toBe('ph-vayra-production');
  });

  it('accepts values in any case and with spaces', () => {
    expect(resolveBuildTarget({ country: ' ES ', product: 'Finvela', mode: 'PRODUCTION' })).toMatchObject({
      country: 'es',
      product: 'finvela',
      mode: 'production',
    });
  });

  it.each([
    {
      input: { country: 'fr' },
      message: /Unknown COUNTRY "fr". Valid countries: co, de, mx, pl, ro, es, vn, ph\./,
    },
    {
      input: { product: 'acme' },
      message: /Unknown PRODUCT "acme". Valid products: prestaluz, monedia, .*lunaro\./,
    },
    { input: { mode: 'qa' }, message: /Unknown mode "qa". Valid modes: development, staging, production\./ },
    {
      input: { country: 'de', product: 'prestaluz' },
      message:
        /PRODUCT "prestaluz" is not built for COUNTRY "de". Valid combinations: mx\/prestaluz, .*ph\/vayra\./,
    },
    {
      input: { country: 'mx', locale: 'en' },
      message: /LOCALE "en" is not a language COUNTRY "mx" is built in. Valid: mx\./,
    },
    {
      input: { country: 'ph', locale: 'pl' },
      message: /LOCALE "pl" is not a language COUNTRY "ph" is built in. Valid: ph, en\./,
    },
  ])('fails a bad cell with the list of valid values ($input)', ({ input, message }) => {
    expect(() => resolveBuildTarget(input)).toThrow(BuildTargetError);
    expect(() => resolveBuildTarget(input)).toThrow(message);
  });
});
