/**
 * Issue 30: where the applicant chooses amount and term, a representative example of what that loan costs follows
 * what is typed, in the market's words: the EU's standard information and its warning (es, de), Mexico's CAT. On the
 * v3 first step (mx) and on the classic loan step (de, es), with axe on both.
 */
import type { Page } from '@playwright/test';
import { loanProductOf } from '#markets/loan-products.ts';
import { expect, test, type A11yGuard } from './fixtures/test.ts';
import { forEachBuild } from './support/builds.ts';
import { waitForApp } from './support/first-step.ts';
import { marketOfBuild } from './support/market.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The step where the applicant chooses the loan: the v3 first step, or the classic flow's loan step. */
async function openLoanStep(page: Page, a11y: A11yGuard): Promise<void> {
  await page.goto('./');
  await waitForApp(page);
  if ((await page.locator('#field-amount').count()) === 0) {
    await a11y.check();
    await page.goto('./loan-information');
    await expect(page.locator('#field-amount')).toBeVisible();
  }
}

const totalPayable = (page: Page) => page.locator('[data-cost="totalPayable"]').innerText();

forEachBuild(['mx-prestaluz', 'de-finvela', 'es-kredyto'], (build) => {
  test('the representative example follows the amount and the term, in the market’s words', async ({
    page,
    a11y,
  }) => {
    const { country, brand } = marketOfBuild(build);
    const { amount, term } = loanProductOf({ country: country.code, product: brand.product });
    await openLoanStep(page, a11y);
    const example = page.getByTestId('cost-of-credit');
    await expect(example).toBeVisible();
    await expect(page.locator('[data-cost="apr"], [data-cost="cat"]').first()).toBeVisible();
    await expect(page.locator('[data-cost="warning"]')).toHaveCount(country.costDisclosure.warning ? 1 : 0);
    await expect(page.locator('[data-cost="cat"]')).toHaveCount(country.costDisclosure.cat ? 1 : 0);
    if (country.costDisclosure.cat)
      await expect(page.locator('[data-cost="cat"]')).toHaveText(
        /^CAT \d+(\.\d)?\s?% sin IVA, para fines informativos y de comparación\.$/,
      );
    await a11y.check();

    const before = await totalPayable(page);
    await page.locator('#field-amount').fill(String(amount.max));
    await expect.poll(() => totalPayable(page)).not.toBe(before);
    const afterAmount = await totalPayable(page);
    await page.locator('#field-period').fill(String(term.min === term.default ? term.max : term.min));
    await expect.poll(() => totalPayable(page)).not.toBe(afterAmount);
    await a11y.check();
  });
});
