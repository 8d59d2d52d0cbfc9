/**
 * Issue 28 item 7: a landing URL may carry the applicant's email, phone and name (spec section 2's prefill); none of it
 * leaves in a Referer, not to the page's own host (its logs, its CDN's) and not to any third party: the page's policy
 * (header and meta) sends the origin only.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { forEachBuild } from './support/builds.ts';

const PERSONAL = [
  'maria.lopez',
  'example.com',
  '5512345678',
  'Mar%C3%ADa',
  'María',
  'email=',
  'phoneNumber=',
];

// The tracking builds, whose pages may reach third parties besides their own host and the API: a build without any
// has the same policy (its header and meta come from the same code) and fewer places to send a Referer to.
forEachBuild(['mx-monedia-tracking', 'es-solvenda-tracking'], () => {
  test('the landing’s personal data is in no request’s Referer', async ({ page, a11y }) => {
    const referers: string[] = [];
    const seen: Promise<void>[] = [];
    page.on('request', (request: Request) => {
      seen.push(
        request.allHeaders().then((headers) => {
          if (headers.referer) referers.push(headers.referer);
        }),
      );
    });
    const landing = new URLSearchParams({
      email: 'maria.lopez@example.com',
      phoneNumber: '5512345678',
      firstName: 'María',
      amount: '10000',
    });
    await page.goto(`./?${landing}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app starts at the first touch and fetches its code, its texts and the API's answers after it.
    await page.locator('input, select').first().focus();
    await page.waitForLoadState('networkidle');
    await a11y.check();
    await Promise.all(seen);

    expect(referers.length).toBeGreaterThan(0);
    for (const referer of referers) {
      for (const value of PERSONAL) expect(referer, `Referer ${referer}`).not.toContain(value);
    }
  });
});
