/**
 * The page carries its variant's brand: title, meta description and keywords, the language its texts are written in,
 * the favicon and logos in the brand's colour and name, the logos' links, the copyright line. Read on every variant's
 * landing by its journey (variant-journey.spec.ts): the brand is data per variant (src/markets/brands.ts), so each
 * build is where a wrong one would show.
 */
import { expect, type Page } from '@playwright/test';
import { LANGUAGE_TAGS } from '#markets/matrix.ts';
import type { ProjectMarket } from './market.ts';

/**
 * The share of an image's pixels painted in a colour (#rrggbb, to within antialiasing's rounding), read in the page
 * from a canvas: the favicon is a PNG drawn from the brand's SVG (scripts/favicons.ts), so its colour is in its pixels.
 */
async function shareInColour(page: Page, url: string, colour: string): Promise<number> {
  return page.evaluate(
    async ({ url, colour }) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) return 0;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const wanted = [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16));
      let matching = 0;
      for (let at = 0; at < data.length; at += 4) {
        const opaque = (data[at + 3] ?? 0) > 250;
        if (opaque && wanted.every((value, channel) => Math.abs((data[at + channel] ?? -9) - value) <= 2))
          matching += 1;
      }
      return matching / (canvas.width * canvas.height);
    },
    { url, colour },
  );
}

export async function expectBrand(page: Page, { brand, country }: ProjectMarket): Promise<void> {
  await expect(page).toHaveTitle(brand.pageTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', brand.metaDescription);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', brand.metaKeywords);
  // The language the texts are written in (ph: Filipino, its dates too).
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[country.locale]);
  const favicon = page.locator('link[rel="icon"]');
  await expect(favicon).toHaveAttribute('type', 'image/png');
  const faviconHref = await favicon.evaluate((link: HTMLLinkElement) => link.href);
  // Most of the icon is the brand's colour (its shape around a white letter).
  expect(await shareInColour(page, faviconHref, brand.theme.primary)).toBeGreaterThan(0.3);

  for (const testId of ['header-logo', 'footer-logo']) {
    const logo = page.getByTestId(testId);
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAccessibleName(new RegExp(brand.name));
    // Drawn inline from the brand's SVG (src/markets/logo.ts): its letters spell the brand, and it takes room.
    expect(await logo.locator('text').allTextContents()).toContain(brand.name);
    expect((await logo.boundingBox())?.width).toBeGreaterThan(0);
    await expect(page.getByRole('link').filter({ has: logo })).toHaveAttribute('href', brand.siteUrl);
  }
  const year = new Date().getFullYear();
  await expect(page.getByTestId('site-footer')).toContainText(`© ${year} ${brand.footerText ?? brand.name}`);
}
