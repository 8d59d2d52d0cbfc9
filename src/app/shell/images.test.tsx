/**
 * No layout shift from images (issue 16, item 4): an <img> without both dimensions takes no room until its file
 * arrives, then pushes what follows (the footer logo did, CLS 0.039 on pl).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { svgSize } from '#build/svg-size.ts';
import { BRANDS } from '#markets/brands.ts';
import { market } from '#markets/market.ts';
import { PRODUCTS } from '#markets/matrix.ts';
import { createTestI18n } from '#test/i18n.ts';
import { ChromeBar } from './chrome-bar.tsx';

const brandsDir = resolve(import.meta.dirname, '../../markets/brands');
const logoSize = (product: string, file: string) =>
  svgSize(readFileSync(resolve(brandsDir, product, file), 'utf8'));

describe('images have both dimensions', () => {
  it.each(PRODUCTS)('%s: the header and footer logos carry the width and height of their SVG', (product) => {
    const brandMarket = {
      ...market,
      brand: BRANDS[product],
      logoSizes: {
        header: logoSize(product, 'logo-header.svg'),
        footer: logoSize(product, 'logo-footer.svg'),
      },
    };
    render(
      <I18nProvider i18n={createTestI18n()}>
        <ChromeBar as="header" market={brandMarket} visibility="shown" />
        <ChromeBar as="footer" market={brandMarket} visibility="shown" />
      </I18nProvider>,
    );
    for (const bar of ['header', 'footer'] as const) {
      const logo = screen.getByTestId(`${bar}-logo`);
      expect(logo).toHaveAttribute('width', String(brandMarket.logoSizes[bar].width));
      expect(logo).toHaveAttribute('height', String(brandMarket.logoSizes[bar].height));
    }
  });

  it('the build bakes this cell’s logo sizes into the market', () => {
    expect(market.logoSizes).toEqual({
      header: logoSize(market.target.product, 'logo-header.svg'),
      footer: logoSize(market.target.product, 'logo-footer.svg'),
    });
  });

  // Every <img> in the sources, including screens this test does not render (the ID upload preview).
  const srcDir = resolve(import.meta.dirname, '../..');
  const sources = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => ({ file, text: readFileSync(join(srcDir, file), 'utf8') }));
  const images = sources.flatMap(({ file, text }) =>
    [...text.matchAll(/<img\b[\s\S]*?\/>/g)].map((match) => ({ file, tag: match[0] })),
  );

  it('finds the images of the sources', () => {
    expect(images.map((image) => image.file)).toEqual(
      expect.arrayContaining([join('app', 'shell', 'chrome-bar.tsx')]),
    );
  });

  it.each(images.map((image) => [image.file, image.tag] as const))(
    '%s: an <img> with a width and a height attribute',
    (_file, tag) => {
      expect(tag).toMatch(/\swidth=\{/);
      expect(tag).toMatch(/\sheight=\{/);
    },
  );
});
