/**
 * `npm run favicons`: each brand's favicon.svg drawn as the favicon.png the pages link (src/markets/brands/<product>/),
 * in Debian's chromium, and the SVG's digest written to src/markets/brands/favicons.json so that a test says when a
 * PNG was drawn from another SVG. Run it after editing a brand's favicon.svg, and commit both.
 *
 * Why a PNG: Chromium fetches the favicon again for every address an applicant reaches (each step), and an SVG icon is
 * decoded as a document of its own on the page's main thread, 30-40 ms on a phone's 4x slower CPU after each Next
 * (docs/performance.md, "Warm steps"); a PNG is decoded as an image.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { FAVICON_PX, FAVICON_MANIFEST, faviconDigest } from '../build/favicons.ts';
import { PRODUCTS } from '../src/markets/matrix.ts';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './lib/chromium.ts';

const BRANDS_DIR = resolve(import.meta.dirname, '../src/markets/brands');

const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({
  viewport: { width: FAVICON_PX, height: FAVICON_PX },
  deviceScaleFactor: 1,
});
const digests: Record<string, string> = {};
for (const product of PRODUCTS) {
  const svg = readFileSync(resolve(BRANDS_DIR, product, 'favicon.svg'), 'utf8');
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style>` +
      `<img src="${source}" width="${FAVICON_PX}" height="${FAVICON_PX}" alt="">`,
  );
  await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
  const png = await page.locator('img').screenshot({ omitBackground: true });
  writeFileSync(resolve(BRANDS_DIR, product, 'favicon.png'), png);
  digests[product] = faviconDigest(svg);
  console.log(
    `${product}: favicon.png, ${png.length} bytes (${createHash('sha256').update(png).digest('hex').slice(0, 12)})`,
  );
}
await browser.close();
writeFileSync(resolve(BRANDS_DIR, FAVICON_MANIFEST), `${JSON.stringify(digests, null, 2)}\n`);
