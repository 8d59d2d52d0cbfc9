import { expect, test } from './fixtures/test';
import { completeDynamicFunnel } from './support/dynamic-funnel';
import { MX_APPLICANT, mxEmail } from './support/mx-applicant';
import { PARTNER_ORIGIN } from './support/partner-server';

// Issue 7: the Mexican journeys run on a small phone.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test.describe('Mexican funnel (mx/prestaluz)', () => {
  test('an applicant completes every step and is shown the offer', async ({ page, a11y }) => {
    await page.goto('./?amount=12345&period=12');
    await expect(page).toHaveURL(/\/loan-details$/);
    const visited = await completeDynamicFunnel(
      page,
      { ...MX_APPLICANT, 'contactDetails.email': mxEmail('accept') },
      a11y,
    );
    expect(visited.length).toBeGreaterThanOrEqual(8);
    await expect(page).toHaveURL(/\/accepted$/, { timeout: 15_000 });
    await expect(page.getByTestId('offer-page')).toBeVisible();
    await a11y.check();
  });

  test('an applicant the lender turns down sees what happens next', async ({ page, a11y }) => {
    await page.goto('./');
    await completeDynamicFunnel(page, { ...MX_APPLICANT, 'contactDetails.email': mxEmail('reject') }, a11y);
    await expect(page).toHaveURL(/\/rejected$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Por ahora no podemos ofrecerte un préstamo',
    );
    await a11y.check();
  });

  test('an applicant sent to a partner ends on the partner page', async ({ page, a11y }) => {
    await page.goto('./');
    await completeDynamicFunnel(page, { ...MX_APPLICANT, 'contactDetails.email': mxEmail('redirect') }, a11y);
    await expect(page).toHaveURL(/\/redirected$/, { timeout: 15_000 });
    await a11y.check();
    await page.getByRole('button', { name: /Continuar con/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${PARTNER_ORIGIN}/partner/`));
    await expect(page.getByTestId('partner-method')).toHaveText('GET');
  });
});
