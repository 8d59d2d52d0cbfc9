/**
 * Bakes one cell of the build matrix into the bundle:
 * - `virtual:market` exports the resolved brand, country profile, variant and loan product of this build only;
 * - index.html gets the brand's title, meta description, keywords (in the variant's language: src/markets/page-data.ts),
 *   favicon, html lang and theme (CSS custom properties), so the first paint is already on-brand before any script runs.
 */
import type { Plugin } from 'vite';
import { themeToCss, validateBrands } from '../src/markets/brands.ts';
import { COUNTRY_PROFILES } from '../src/markets/countries.ts';
import { loanProductOf } from '../src/markets/loan-products.ts';
import { LANGUAGE_TAGS } from '../src/markets/matrix.ts';
import { brandForVariant } from '../src/markets/page-data.ts';
import type { BuildTarget } from './build-target.ts';

const VIRTUAL_ID = 'virtual:market';
const RESOLVED_ID = '\0virtual:market';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function marketPlugin(target: BuildTarget): Plugin {
  validateBrands();
  const brand = brandForVariant(target);
  const country = COUNTRY_PROFILES[target.country];
  const loan = loanProductOf(target);
  const brandDir = `/src/markets/brands/${target.product}`;

  return {
    name: 'loan-market',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return [
        `import logoHeader from '${brandDir}/logo-header.svg';`,
        `import logoFooter from '${brandDir}/logo-footer.svg';`,
        `import favicon from '${brandDir}/favicon.svg';`,
        `export const market = {`,
        `  target: ${JSON.stringify({ country: target.country, product: target.product, mode: target.mode })},`,
        `  variant: ${JSON.stringify(target.variant)},`,
        `  brand: ${JSON.stringify(brand)},`,
        `  country: ${JSON.stringify(country)},`,
        // The figures only: the source line documents the market file, the page has no use for it.
        `  loan: ${JSON.stringify({ amount: loan.amount, term: loan.term })},`,
        `  assets: { logoHeader, logoFooter, favicon },`,
        `};`,
      ].join('\n');
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return html
          .replace('<html lang="en">', `<html lang="${escapeHtml(LANGUAGE_TAGS[country.locale])}">`)
          .replace(/<title>.*<\/title>/, `<title>${escapeHtml(brand.pageTitle)}</title>`)
          .replace(
            '<!--market-head-->',
            [
              `<meta name="description" content="${escapeHtml(brand.metaDescription)}" />`,
              `<meta name="keywords" content="${escapeHtml(brand.metaKeywords)}" />`,
              `<meta name="theme-color" content="${brand.theme.primary}" />`,
              `<link rel="icon" type="image/svg+xml" href="${brandDir}/favicon.svg" />`,
              `<style id="brand-theme">${themeToCss(brand.theme)}</style>`,
            ].join('\n    '),
          );
      },
    },
  };
}
