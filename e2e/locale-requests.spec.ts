/**
 * Issue 16: the first screen's texts come with the page and English is read only for a missing key. On a cold load
 * of a complete locale (every shipped locale is, scripts/locale-completeness.test.ts) no English file is requested,
 * and the namespaces inlined in index.html (src/shared/i18n/first-screen-texts.ts) are not requested either. The
 * logos carry both dimensions (no layout shift when they arrive).
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

      expect(localeFiles.filter((path) => path.includes('/locales/en/'))).toEqual([]);
      const inlined = FIRST_SCREEN_NAMESPACES.map(
        (namespace) => `/locales/${country.locale}/${namespace}.json`,
      );
      expect(localeFiles.filter((path) => inlined.some((file) => path.endsWith(file)))).toEqual([]);
      // What is requested is the applicant's language only.
      for (const path of localeFiles) expect(path).toContain(`/locales/${country.locale}/`);

      // The inlined texts are the ones shown: the logo's text alternative names the brand, in no raw key.
      const logo = page.getByTestId('header-logo');
      await expect(logo).toHaveAttribute('alt', new RegExp(brand.name));
      await expect(logo).not.toHaveAttribute('alt', /shell\.homeLink/);
      for (const testId of ['header-logo', 'footer-logo']) {
        await expect(page.getByTestId(testId)).toHaveAttribute('width', /^\d+$/);
        await expect(page.getByTestId(testId)).toHaveAttribute('height', /^\d+$/);
      }
      await a11y.check();
    });
  });
});
