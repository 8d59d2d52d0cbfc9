import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brandSchema, themeToCss } from './brand-schema.ts';
import { BRANDS } from './brands.ts';
import { PRODUCTS } from './matrix.ts';

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe.each(PRODUCTS)('brand %s', (product) => {
  const brand = BRANDS[product];
  const folder = resolve(import.meta.dirname, 'brands', product);

  it('has valid page data and theme', () => {
    expect(() => brandSchema.parse(brand)).not.toThrow();
    expect(brand.product).toBe(product);
  });

  it('ships its own header logo, footer logo, favicon and stylesheet', () => {
    for (const file of ['logo-header.svg', 'logo-footer.svg', 'favicon.svg', 'favicon.png', 'styles.css']) {
      expect(existsSync(resolve(folder, file)), file).toBe(true);
    }
    expect(readFileSync(resolve(folder, 'logo-header.svg'), 'utf8')).toContain(
      `<title>${brand.name}</title>`,
    );
    expect(readFileSync(resolve(folder, 'styles.css'), 'utf8')).toContain(`.${brand.layoutClassName}`);
  });

  it('keeps text on its primary colour readable (WCAG AA 4.5:1) and body text on its surface', () => {
    expect(contrast(brand.theme.primary, brand.theme.primaryContrast)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(brand.theme.text, brand.theme.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(brand.theme.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('turns its theme into CSS custom properties', () => {
    expect(themeToCss(brand.theme)).toContain(`--color-primary:${brand.theme.primary};`);
  });
});

it('names every brand differently', () => {
  expect(new Set(PRODUCTS.map((product) => BRANDS[product].name)).size).toBe(PRODUCTS.length);
});
