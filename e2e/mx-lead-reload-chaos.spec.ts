/**
 * Issue 18, item 7: a reload while the lead create is in flight must not make a second lead. The create's answer is
 * held 800 ms; the page reloads 0-300 ms after the click, and the applicant sends the page again. Every create the
 * reference API answers is read at the route (route.fetch), so its lead ids are the leads it made: one per run.
 */
import { expect, test } from './fixtures/test';
import { fillCurrentPage } from './support/dynamic-funnel';
import { MX_APPLICANT, mxEmail } from './support/mx-applicant';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const RUNS = 20;
const answers: Record<string, string> = { ...MX_APPLICANT, 'contactDetails.email': mxEmail('accept') };

for (let run = 0; run < RUNS; run++) {
  // Spread over 0-300 ms, so the reload lands before, while and after the create leaves the page.
  const reloadAfterMs = Math.round((run * 300) / (RUNS - 1));

  test(`run ${run + 1}: a reload ${reloadAfterMs} ms after sending the first page makes one lead`, async ({
    page,
    a11y,
  }) => {
    const leadIds = new Set<string>();
    await page.route('**/v3/lead', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      const body: unknown = await response.json();
      if (typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string') {
        leadIds.add(body.id);
      }
      await new Promise((resolve) => setTimeout(resolve, 800));
      // The page that asked may be gone (reloaded): then nobody is waiting for this answer.
      await route.fulfill({ response }).catch(() => undefined);
    });

    await page.goto('./?amount=10000&period=12');
    await expect(page).toHaveURL(/\/loan-details$/);
    await fillCurrentPage(page, answers);
    await a11y.check();
    await page.locator('form button[type="submit"]').click();
    await page.waitForTimeout(reloadAfterMs);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await a11y.check();

    // Still on the first page when the reload cut the create off: the applicant sends it again.
    if (/\/loan-details$/.test(page.url())) {
      await fillCurrentPage(page, answers);
      await page.locator('form button[type="submit"]').click();
    }
    await expect(page).not.toHaveURL(/\/loan-details$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await a11y.check();
    expect([...leadIds], 'leads the API made').toHaveLength(1);
  });
}
