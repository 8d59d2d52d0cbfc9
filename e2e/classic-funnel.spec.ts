import { expect, test } from './fixtures/test.ts';
import { completeDynamicFunnel, submitCurrentPage } from './support/dynamic-funnel.ts';
import { waitForApp } from './support/first-step.ts';
import { readCounter } from './support/step-counter.ts';
import { onBuild } from './support/builds.ts';
import { PL_APPLICANT, PL_NUMBERED_STEPS } from './support/pl-applicant.ts';

test.use(onBuild('pl-zlotek'));

test('a classic applicant starts at step 1 with the loan summed up, changes the loan, and goes on to an offer, reloading each page', async ({
  page,
  a11y,
}) => {
  await page.goto('./?amount=2000&period=75');
  await waitForApp(page);
  // The classic first page is personal details, step 1, with nothing before it to go back to (docs/adr/0028).
  await expect(page).toHaveURL(/\/personal-details$/);
  expect(await readCounter(page)).toMatchObject({ current: 1, total: 5 });
  await expect(page.getByRole('button', { name: 'Wstecz' })).toHaveCount(0);
  // The loan the landing brought, and what it costs, above the first question.
  const summary = page.getByTestId('loan-summary');
  await expect(summary.getByTestId('loan-summary-choice')).toHaveText(/^2\s?000\szł na 75 dni$/);
  await expect(summary.locator('[data-cost="totalPayable"]')).toBeVisible();
  await a11y.check();
  await summary.getByRole('link', { name: 'Zmień kwotę lub okres' }).click();
  await expect(page).toHaveURL(/\/loan-information$/);
  await expect(page.locator('#field-amount')).toHaveValue('2000');
  // Opened from the summary: no number, no Back, only the loan.
  expect(await readCounter(page)).toBeNull();
  await expect(page.getByRole('button', { name: 'Wstecz' })).toHaveCount(0);
  await expect(page.locator('#field-otherDetails__loanPurpose')).toHaveCount(0);
  // Each page is filled, reloaded (every typed value must still be there), then sent.
  const visited = await completeDynamicFunnel(page, PL_APPLICANT, a11y, { reloadFirst: true });
  expect(visited.map((path) => path.replace('/application-frontend', ''))).toEqual([
    '/loan-information',
    ...PL_NUMBERED_STEPS,
  ]);
  await expect(page).toHaveURL(/\/accepted$/, { timeout: 15_000 });
  await a11y.check();
});

// A classic applicant who keeps the landing's loan never sees the loan step: check-your-answers.spec.ts walks it.

test('a classic deep link past progress goes to the furthest step, and a reload keeps what was typed', async ({
  page,
  a11y,
}) => {
  await page.goto('./other-information');
  await expect(page).toHaveURL(/\/personal-details$/);
  await page.locator('#field-personalDetails__firstName').fill('Anna');
  // No wait: a reload right after the last keystroke keeps it (the draft is saved on pagehide).
  await page.reload();
  await expect(page.locator('#field-personalDetails__firstName')).toHaveValue('Anna');
  await submitCurrentPage(page, PL_APPLICANT, a11y);
  await expect(page).toHaveURL(/\/contact-details$/);
  await a11y.check();
});
