/**
 * Issue 16 (docs/adr/0021): React hydrates the prerendered first step without moving it, keeps what the applicant
 * typed before the scripts ran, and a landing that fills the form never shows the first visit's defaults. On one
 * build of each form kind (each variant journey first checks its HTML before the app's scripts,
 * support/prerendered-step.ts).
 */
import { loanProductOf } from '#markets/loan-products.ts';
import { expect, test } from './fixtures/test.ts';
import { forEachBuild } from './support/builds.ts';
import { FIRST_TEXT_FIELD, holdAppScripts } from './support/first-step.ts';

forEachBuild(['mx-prestaluz', 'es-finvela', 'pl-zlotek'], (build) => {
  test.describe("a first visit starts the app at the applicant's first touch (docs/adr/0023)", () => {
    test('runs no app script until then (the landing recorded, the app fetched, not run), and keeps every key typed while the app starts', async ({
      page,
      a11y,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto('./');
      await page.waitForLoadState('networkidle');
      // The step is usable as it is: painted, its fields typed into, Next held by the head's guard.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(1_500);
      // Before a touch only the landing's record runs (issue 27); the app's code may be fetched once the page is idle,
      // and is not run: the root is still the HTML's.
      expect(
        scripts.filter((url) => /\/assets\/arrival-[\w-]{8}\.js$/.test(url)),
        'the landing recorded',
      ).toHaveLength(1);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered-path', /^\//);
      await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
      await a11y.check();

      // What the idle page fetched ahead (the app's modules, the texts its start reads) has arrived.
      await page.waitForFunction(() => {
        const fetched = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
        const links = [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]'),
        ];
        return links.length > 0 && links.every((link) => fetched.has(link.href));
      });

      // The applicant taps the first field and types at once: the app arrives while they do.
      const field = page.locator(FIRST_TEXT_FIELD).first();
      // When the step becomes the app's, read in the page (the test's own polling comes later).
      const touchedAt = await page.evaluate(() => {
        const root = document.documentElement;
        new MutationObserver((_records, observer) => {
          if (!root.hasAttribute('data-interactive')) return;
          root.dataset.interactiveAt = String(performance.now());
          observer.disconnect();
        }).observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
        return performance.now();
      });
      await field.click();
      await field.press('ControlOrMeta+a');
      await field.pressSequentially('24680', { delay: 40 });
      await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
      // The start waited for nothing on the network (issue 27 items 3 and 4): no stylesheet the page inlined asked
      // for again, no text file, no script that was not already in the page's cache.
      const fetchedAfterTouch = await page.evaluate((since) => {
        const until = Number(document.documentElement.dataset.interactiveAt);
        if (!(until > since)) return ['(no time at which the step became the app’s)'];
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry instanceof PerformanceResourceTiming)
          .filter((entry) => entry.startTime >= since && entry.startTime <= until)
          .filter((entry) => entry.transferSize > 0 || entry.name.endsWith('.css'))
          .map((entry) => new URL(entry.name).pathname);
      }, touchedAt);
      expect(fetchedAfterTouch, 'fetched between the touch and the step being the app').toEqual([]);
      await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered-path');
      await expect(field).toBeFocused();
      expect((await field.inputValue()).replace(/\D/g, '')).toBe('24680');
      // React holds every key: a re-render (Next shows the step's errors) leaves them in the field.
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      await page.locator('main form button[type="submit"]').click();
      if ((await page.getByRole('heading', { level: 1 }).textContent()) === heading)
        expect((await field.inputValue()).replace(/\D/g, '')).toBe('24680');
      await a11y.check();
    });

    // A landing that fills the form (an amount, a term: stale-markup-guard.test.ts) starts at once, without a touch:
    // 'hides the default step from a landing that fills the form' below shows it on these builds.
  });

  test.describe('hydrating the prerendered first step', () => {
    test('keeps what was typed before hydration and does not move the step', async ({ page, a11y }) => {
      // The scripts wait until the applicant has typed: the page is the HTML alone until then.
      const release = await holdAppScripts(page);

      await page.goto('./', { waitUntil: 'domcontentloaded' });
      const field = page.locator(FIRST_TEXT_FIELD).first();
      await expect(field).toBeVisible();
      await a11y.check();
      const heading = page.getByRole('heading', { level: 1 });
      const before = { heading: await heading.textContent(), box: await page.locator('main').boundingBox() };
      await field.fill('12345');
      const id = await field.getAttribute('id');
      release();

      await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
      const same = page.locator(`[id="${id}"]`);
      await expect(same).toBeFocused();
      expect((await same.inputValue()).replace(/\D/g, '')).toBe('12345');
      expect(await heading.textContent()).toBe(before.heading);
      expect(await page.locator('main').boundingBox()).toEqual(before.box);

      // React holds the value too: a re-render (Next shows the step's errors) leaves it in the field.
      await page.locator('main form button[type="submit"]').click();
      if ((await heading.textContent()) === before.heading)
        expect((await same.inputValue()).replace(/\D/g, '')).toBe('12345');
    });

    test('Next pressed before the scripts ran puts nothing in the address, and the step is sent once the app has it', async ({
      page,
      a11y,
    }) => {
      const release = await holdAppScripts(page);
      const addresses: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) addresses.push(request.url());
      });

      await page.goto('./', { waitUntil: 'domcontentloaded' });
      await page.locator(FIRST_TEXT_FIELD).first().fill('12345');
      await page.locator('main form button[type="submit"]').click();
      // The browser did not submit the form itself: no navigation, no field in the address.
      await page.waitForTimeout(300);
      expect(addresses).toHaveLength(1);
      expect(new URL(page.url()).search).toBe('');
      // The press is seen to wait: Next dimmed until the app has the step.
      await expect(page.locator('html')).toHaveAttribute('data-press-held', 'next');
      await expect(page.locator('main form button[type="submit"]')).toHaveCSS('opacity', '0.6');
      release();

      // Once the step is the app's, the press is replayed: the app validates the step (its error summary) or sends it.
      await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
      await expect(page.locator('html')).not.toHaveAttribute('data-press-held');
      await expect
        .poll(
          async () =>
            (await page.locator('.error-summary').count()) > 0 || !page.url().endsWith(addresses[0] ?? ''),
        )
        .toBe(true);
      for (const address of addresses) expect(new URL(address).search).toBe('');
      expect(new URL(page.url()).search).toBe('');
      await a11y.check();
    });

    test('hides the default step from a landing that fills the form until its own values are drawn', async ({
      page,
      a11y,
    }) => {
      // The product's largest amount: always valid, never its default.
      const { country, product } = build;
      const amount = loanProductOf({ country, product }).amount.max;
      const release = await holdAppScripts(page);
      await page.goto(`./?amount=${amount}`, { waitUntil: 'domcontentloaded' });
      // The HTML holds the first visit's step, with the product's default amount: not shown to this visit.
      const shown = await page
        .locator('#main')
        .evaluate((main) => getComputedStyle(main).visibility)
        .finally(release);
      expect(shown).toBe('hidden');

      await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
      await expect(page.locator('#main')).toHaveCSS('visibility', 'visible');
      // Where the step shown asks for the amount, it is the landing's (a classic variant opens on personal details with
      // the loan chosen; some v3 forms ask the amount later).
      const amountField = page.locator('#field-amount');
      if ((await amountField.count()) > 0)
        expect((await amountField.inputValue()).replace(/\D/g, '')).toBe(String(amount));
      await a11y.check();
    });
  });
});
