/**
 * No layout shift from images (issue 16, item 4): an <img> without both dimensions takes no room until its file
 * arrives, then pushes what follows (the footer logo did, CLS 0.039 on pl).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { brandLogo } from '#build/svg-logo.ts';
import { svgSize } from '#build/svg-size.ts';
import { BRANDS } from '#markets/brands.ts';
import { market } from '#markets/market.ts';
import { PRODUCTS } from '#markets/matrix.ts';
import { createTestI18n } from '#test/i18n.ts';
import { ChromeBar } from './chrome-bar.tsx';

const brandsDir = resolve(import.meta.dirname, '../../markets/brands');
const BARS = ['header', 'footer'] as const;

describe('images have both dimensions', () => {
  it.each(PRODUCTS)(
    '%s: the header and footer logos are drawn inline at the size of their SVG',
    (product) => {
      const brandMarket = {
        ...market,
        brand: BRANDS[product],
        logos: { header: brandLogo(product, 'header'), footer: brandLogo(product, 'footer') },
      };
      const { container } = render(
        <I18nProvider i18n={createTestI18n()}>
          <ChromeBar as="header" market={brandMarket} visibility="shown" />
          <ChromeBar as="footer" market={brandMarket} visibility="shown" />
        </I18nProvider>,
      );
      for (const bar of BARS) {
        const logo = screen.getByTestId(`${bar}-logo`);
        const size = svgSize(readFileSync(resolve(brandsDir, product, `logo-${bar}.svg`), 'utf8'));
        expect(logo.tagName).toBe('svg');
        expect(logo).toHaveAttribute('width', String(size.width));
        expect(logo).toHaveAttribute('height', String(size.height));
        expect(logo).toHaveAccessibleName(`${BRANDS[product].name} home page`);
        // Drawn, not described: the file's shapes are there, its <title> is not (the link's own name replaces it).
        expect(logo.querySelector('circle, rect, path')).not.toBeNull();
        expect(logo.querySelector('title')).toBeNull();
      }
      // The page asks for no image to draw them.
      expect(container.querySelector('img')).toBeNull();
    },
  );

  it('the build bakes this cell’s logos into the market', () => {
    expect(market.logos).toEqual({
      header: brandLogo(market.target.product, 'header'),
      footer: brandLogo(market.target.product, 'footer'),
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
      expect.arrayContaining([join('features', 'after-offer', 'identity', 'id-upload-file-field.tsx')]),
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
