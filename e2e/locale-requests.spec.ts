/**
 * Issue 16: the first screen's texts come with the page and English is read only for a missing key. On a cold load
 * of a complete locale (every shipped locale is, scripts/locale-completeness.test.ts) no English file is requested,
 * and the namespaces inlined in index.html (src/shared/i18n/first-screen-texts.ts) are not requested either. The
 * logos carry both dimensions (no layout shift when they arrive). Issue 27 item 5: the texts a build reads are its
 * copies in a folder named by their content (build/texts-folder-plugin.ts), so the next visit reads them from the
 * browser's cache, with no round trip before its step.
 */
import { FIRST_SCREEN_NAMESPACES } from '#shared/i18n/first-screen-texts.ts';
import { expect, test } from './fixtures/test.ts';
import { forEachBuild } from './support/builds.ts';
import { waitForApp } from './support/first-step.ts';
import { marketOfBuild } from './support/market.ts';

forEachBuild(['mx-prestaluz', 'pl-zlotek'], (build) => {
  test.describe('translation files on a cold load', () => {
    test('the first screen asks for no English file and none of the texts it came with', async ({
      page,
      a11y,
    }) => {
      const { country, brand } = marketOfBuild(build);
      const localeFiles: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.includes('/locales/')) localeFiles.push(pathname);
      });

      await page.goto('./');
      // The app started (a first visit starts it at the first touch, docs/adr/0023) and has the first step: its
      // texts (fields, validation) have been read by now.
      await waitForApp(page);
      await expect(page.locator('main input, main select').first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      expect(localeFiles.filter((path) => path.includes('/locales/en'))).toEqual([]);
      const inlined = FIRST_SCREEN_NAMESPACES.map((namespace) => `/${namespace}.json`);
      expect(localeFiles.filter((path) => inlined.some((file) => path.endsWith(file)))).toEqual([]);
      // What is requested is the applicant's language only, from the build's copies.
      expect(localeFiles.length).toBeGreaterThan(0);
      for (const path of localeFiles)
        expect(path).toMatch(new RegExp(`/assets/locales/${country.locale}-[\\w-]+/`));

      // The inlined texts are the ones shown: the logo's text alternative names the brand, in no raw key.
      const logo = page.getByTestId('header-logo');
      await expect(logo).toHaveAccessibleName(new RegExp(brand.name));
      await expect(logo).not.toHaveAccessibleName(/shell\.homeLink/);
      for (const testId of ['header-logo', 'footer-logo']) {
        await expect(page.getByTestId(testId)).toHaveAttribute('width', /^\d+$/);
        await expect(page.getByTestId(testId)).toHaveAttribute('height', /^\d+$/);
      }
      await a11y.check();
    });

    test("the next visit reads the texts from the browser's cache", async ({ page, context }) => {
      await page.goto('./');
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const asked: string[] = [];
      const fromNetwork: string[] = [];
      const fromMemory = new Set<string>();
      cdp.on('Network.requestServedFromCache', ({ requestId }) => fromMemory.add(requestId));
      cdp.on('Network.responseReceived', ({ requestId, response }) => {
        if (!response.url.includes('/locales/')) return;
        asked.push(response.url);
        if (!response.fromDiskCache && !response.fromPrefetchCache && !fromMemory.has(requestId))
          fromNetwork.push(response.url);
      });
      await page.goto('./');
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      expect(asked.length).toBeGreaterThan(0);
      expect(fromNetwork).toEqual([]);
    });
  });
});
