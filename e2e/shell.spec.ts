import { expect, test } from './fixtures/test.ts';
import { forEachBuild } from './support/builds.ts';
import { touchPage } from './support/first-step.ts';
import { marketOfBuild } from './support/market.ts';
import { PARTNER_ORIGIN } from './support/partner-server.ts';
import { API } from './support/after-offer.ts';
import { LANGUAGE_TAGS } from '#markets/matrix.ts';

forEachBuild(['mx-prestaluz', 'es-finvela', 'pl-zlotek'], (build) => {
  test.describe('shell', () => {
    test('the page carries the brand: title, meta description, keywords, favicon, logos, copyright', async ({
      page,
      a11y,
    }) => {
      const { brand, country } = marketOfBuild(build);
      await page.goto('./');
      await expect(page).toHaveTitle(brand.pageTitle);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        brand.metaDescription,
      );
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', brand.metaKeywords);
      // The language the texts are written in (ph: Filipino, its dates too).
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[country.locale]);

      // Small assets may be inlined as data: URLs: decoded here, since the CSP's connect-src (rightly) refuses to
      // fetch them; files are read the way the browser does.
      const readAsset = async (url: string) => {
        const inlined = /^data:[^,]*?(;base64)?,(.*)$/s.exec(url);
        if (inlined) {
          const data = inlined[2] ?? '';
          return inlined[1] ? Buffer.from(data, 'base64').toString('utf8') : decodeURIComponent(data);
        }
        return page.evaluate((href) => fetch(href).then((response) => response.text()), url);
      };
      const faviconHref = await page
        .locator('link[rel="icon"]')
        .evaluate((link: HTMLLinkElement) => link.href);
      expect(await readAsset(faviconHref)).toContain(brand.theme.primary);

      for (const testId of ['header-logo', 'footer-logo']) {
        const logo = page.getByTestId(testId);
        await expect(logo).toBeVisible();
        await expect(logo).toHaveAttribute('alt', new RegExp(brand.name));
        const logoSource = await logo.evaluate((image: HTMLImageElement) => image.src);
        expect(await readAsset(logoSource)).toContain(`<title>${brand.name}</title>`);
        expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
        await expect(page.getByRole('link').filter({ has: logo })).toHaveAttribute('href', brand.siteUrl);
      }
      const year = new Date().getFullYear();
      await expect(page.getByTestId('site-footer')).toContainText(
        `© ${year} ${brand.footerText ?? brand.name}`,
      );
      await a11y.check();
    });

    test('an unknown path under the base path shows the not-found page', async ({ page, a11y }) => {
      const { texts } = marketOfBuild(build);
      await page.goto('./no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: texts.notFound.title })).toBeFocused();
      await expect(page.getByTestId('not-found-page')).toBeVisible();
      await a11y.check();
      await page.goto('./404');
      await expect(page.getByTestId('not-found-page')).toBeVisible();
      await a11y.check();
    });

    test('embedded in a frame, the page has no header and footer and reports its height', async ({
      page,
      baseURL,
      a11y,
    }) => {
      // A partner page on another loopback origin frames the app.
      await page.goto(`${PARTNER_ORIGIN}/embed?target=${encodeURIComponent(baseURL ?? '')}`);
      const frame = page.frameLocator('iframe');
      await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(frame.getByTestId('site-header')).toHaveCount(0);
      await expect(frame.getByTestId('site-footer')).toHaveCount(0);
      // The framed page reports its height to the parent, from its own origin.
      await expect(page.getByTestId('reported-height')).toHaveText(
        new RegExp(`^${new URL(baseURL ?? '').origin} \\d+$`),
      );
      await a11y.check();
    });

    test('header and footer fade out on continue paths and when UI colours are stored', async ({
      page,
      a11y,
    }) => {
      await page.goto('./');
      // The index moves on to the first step once the page has loaded: check that page, not the index before it.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('site-header')).toBeVisible();
      await a11y.check();
      await page.goto('./continue/unknown-link');
      await expect(page.getByTestId('site-header')).toBeHidden();
      await expect(page.getByTestId('site-footer')).toBeHidden();
      await a11y.check();

      await page.addInitScript(() =>
        window.sessionStorage.setItem('uiColors', JSON.stringify({ primary: '#123456' })),
      );
      await page.goto('./');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('site-header')).toBeHidden();
      await expect(page.getByTestId('site-footer')).toBeHidden();
      await a11y.check();
    });

    test('a render error shows the translated fallback and logs the cause', async ({ page, a11y }) => {
      const { texts } = marketOfBuild(build);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // Fail the lazy application page chunk: its import rejects and the error boundary takes over.
      await page.route(/-application-page-[\w-]+\.js$/, (route) => route.abort());
      await page.goto('./');
      await touchPage(page);
      await expect(page.getByRole('alert')).toHaveText(texts.errors.generic);
      expect(errors.some((line) => line.includes('Failed to load ApplicationPage and product styles'))).toBe(
        true,
      );
      await a11y.check();
    });

    test('with no third party configured, nothing asks for consent, nothing goes to a third party and no tracking chunk loads', async ({
      page,
      a11y,
    }) => {
      const urls: string[] = [];
      page.on('request', (request) => urls.push(request.url()));
      await page.goto('./?refName=partner&utm_source=newsletter');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await a11y.check();
      await expect(page.getByTestId('consent-banner')).toHaveCount(0);
      const own = new Set([new URL(page.url()).origin, API]);
      expect(urls.filter((url) => /^https?:/.test(url) && !own.has(new URL(url).origin))).toEqual([]);
      expect(urls.filter((url) => /start-tracking|sentry-sdk|posthog|consent-banner/.test(url))).toEqual([]);
    });
  });
});
