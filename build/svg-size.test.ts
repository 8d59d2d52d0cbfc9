import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PRODUCTS } from '#markets/matrix.ts';
import { svgSize } from './svg-size.ts';

describe('an SVG logo size', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 174 40">', { width: 174, height: 40 }],
    ['<svg width="10" viewBox="-2 -2,120.5  40">', { width: 120.5, height: 40 }],
  ])('is read from the viewBox of %s', (svg, size) => {
    expect(svgSize(svg)).toEqual(size);
  });

  it.each(['<svg width="10" height="10">', '<svg viewBox="0 0 0 40">', '<div viewBox="0 0 1 1">'])(
    'is refused without a usable viewBox: %s',
    (svg) => {
      expect(() => svgSize(svg)).toThrow(/viewBox/);
    },
  );

  it.each(PRODUCTS.flatMap((product) => [`${product}/logo-header.svg`, `${product}/logo-footer.svg`]))(
    'is known for %s, so the build can give its <img> both dimensions',
    (file) => {
      const size = svgSize(readFileSync(resolve(import.meta.dirname, '../src/markets/brands', file), 'utf8'));
      expect(size.width).toBeGreaterThan(0);
      expect(size.height).toBeGreaterThan(0);
    },
  );
});
