// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PRODUCTS } from '../src/markets/matrix.ts';
import { FAVICON_MANIFEST, FAVICON_PX, faviconDigest } from '../build/favicons.ts';

const BRANDS_DIR = resolve(import.meta.dirname, '../src/markets/brands');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const drawnFrom: Record<string, string> = JSON.parse(
  readFileSync(resolve(BRANDS_DIR, FAVICON_MANIFEST), 'utf8'),
);

describe.each(PRODUCTS)("brand %s's favicon", (product) => {
  it(`is a ${FAVICON_PX} px PNG drawn from its favicon.svg as it is (else: npm run favicons)`, () => {
    const png = readFileSync(resolve(BRANDS_DIR, product, 'favicon.png'));
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // The IHDR chunk comes first: its width and height follow the signature, the length and the type.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([FAVICON_PX, FAVICON_PX]);
    const svg = readFileSync(resolve(BRANDS_DIR, product, 'favicon.svg'), 'utf8');
    expect(drawnFrom[product], 'favicon.png was drawn from another favicon.svg: npm run favicons').toBe(
      faviconDigest(svg),
    );
  });
});
