/**
 * Bakes one cell of the build matrix into the bundle:
 * - `virtual:market` exports the resolved brand, country profile, variant and loan product of this build only;
 * - index.html gets the brand's title, meta description, keywords (in the variant's language: src/markets/page-data.ts),
 *   favicon, html lang and theme (CSS custom properties), so the first paint is already on-brand before any script runs,
 *   and the first screen's texts in the cell's language (src/shared/i18n/first-screen-texts.ts), so they need no request;
 * - the logos, read from their SVGs into the elements the shell draws inline (src/markets/logo.ts), with their sizes.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { themeToCss } from '#markets/brand-schema.ts';
import { validateBrands } from '#markets/brands.ts';
import { countryProfileIn } from '#markets/countries.ts';
import { loanProductOf } from '#markets/loan-products.ts';
import { LANGUAGE_TAGS } from '#markets/matrix.ts';
import { brandForVariant } from '#markets/page-data.ts';
import { FIRST_SCREEN_NAMESPACES, firstScreenTextsBlock } from '#shared/i18n/first-screen-texts.ts';
import { numberStyleOf } from '#shared/lib/number-style.ts';
import { pluralFormsOf } from '#shared/i18n/plural-forms.ts';
import type { BuildTarget } from './build-target.ts';
import { FAVICON_PX } from './favicons.ts';
import { brandLogo, brandLogoFile } from './svg-logo.ts';

const VIRTUAL_ID = 'virtual:market';
const RESOLVED_ID = '\0virtual:market';

const ROOT = resolve(import.meta.dirname, '..');

/** The cell's first-screen namespaces, read from the files the build also publishes (public/locales). */
function firstScreenTexts(folder: string): Record<string, unknown> {
  return Object.fromEntries(
    FIRST_SCREEN_NAMESPACES.map((namespace) => [
      namespace,
      // JSON.parse answers any: held as unknown, and the app reads the block back through a schema.
      JSON.parse(
        readFileSync(resolve(ROOT, 'public/locales', folder, `${namespace}.json`), 'utf8'),
      ) as unknown,
    ]),
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function marketPlugin(target: BuildTarget): Plugin {
  validateBrands();
  const brand = brandForVariant(target);
  const country = countryProfileIn(target.country, target.locale);
  const loan = loanProductOf(target);
  const brandDir = `/src/markets/brands/${target.product}`;

  return {
    name: 'loan-market',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // The logos are read here rather than imported: the dev server reloads the market when one is edited.
      for (const bar of ['header', 'footer'] as const) this.addWatchFile(brandLogoFile(target.product, bar));
      return [
        `import favicon from '${brandDir}/favicon.png';`,
        `export const market = {`,
        `  target: ${JSON.stringify({ country: target.country, product: target.product, mode: target.mode })},`,
        `  variant: ${JSON.stringify(target.variant)},`,
        `  brand: ${JSON.stringify(brand)},`,
        `  country: ${JSON.stringify(country)},`,
        // Read from Intl here, so the page writes its amounts without loading ICU's locale data (number-style.ts).
        `  numbers: ${JSON.stringify(numberStyleOf(country.intlLocale, country.currency))},`,
        // Read from Intl here too, so a text with a count loads no plural data in the app's start (plural-forms.ts).
        `  plurals: ${JSON.stringify(pluralFormsOf(LANGUAGE_TAGS[country.locale]))},`,
        // The figures only: the source line documents the market file, the page has no use for it.
        `  loan: ${JSON.stringify({ amount: loan.amount, term: loan.term, pricing: loan.pricing })},`,
        `  assets: { favicon },`,
        `  logos: ${JSON.stringify({
          header: brandLogo(target.product, 'header'),
          footer: brandLogo(target.product, 'footer'),
        })},`,
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
              // A PNG drawn from the brand's favicon.svg (scripts/favicons.ts says why).
              `<link rel="icon" type="image/png" sizes="${FAVICON_PX}x${FAVICON_PX}" href="${brandDir}/favicon.png" />`,
              `<style id="brand-theme">${themeToCss(brand.theme)}</style>`,
              // Read per request in the dev server, so an edited common.json shows on reload.
              firstScreenTextsBlock(firstScreenTexts(country.locale)),
            ].join('\n    '),
          );
      },
    },
  };
}
