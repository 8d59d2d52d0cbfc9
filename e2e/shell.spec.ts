import { expect, test } from './fixtures/test.ts';
import { forEachBuild } from './support/builds.ts';
import { touchPage } from './support/first-step.ts';
import { marketOfBuild } from './support/market.ts';
import { PARTNER_ORIGIN } from './support/partner-server.ts';
import { API } from './support/after-offer.ts';

/**
 * The shell (src/app/shell): each behaviour below is one code path in every build, checked on one build; the builds
 * are spread so that both kinds of application page and three languages are seen, and the not-found page and a render
 * error on each kind (each kind has its own routes and lazy chunk). It ran every test on three builds, the same code each time. The brand, which is data
 * per variant, is read on every variant's landing by its journey (support/brand.ts, variant-journey.spec.ts).
 */
forEachBuild(['pl-zlotek', 'mx-prestaluz'], (build) => {
  test.describe('shell', () => {
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
  });
});

forEachBuild(['es-finvela'], () => {
  test.describe('shell', () => {
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
  });
});

forEachBuild(['mx-prestaluz'], () => {
  test.describe('shell', () => {
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
  });
});

forEachBuild(['mx-prestaluz', 'pl-zlotek'], (build) => {
  test.describe('shell', () => {
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
  });
});

forEachBuild(['es-finvela'], () => {
  test.describe('shell', () => {
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
