/**
 * Issue 14, item 2 (WCAG 3.3.4): on check your answers, the applicant's answers are shown (identifiers masked to their
 * last four characters), a Change link opens the step that holds one, and sending that step comes back to the review
 * with the corrected value. Used by the classic journey of check-your-answers.spec.ts and the Mexican pointer journey
 * of mx-applicant-journey.spec.ts, each on its own form.
 */
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { A11yGuard } from '../fixtures/test.ts';
import { attachScreenshot } from './artifacts.ts';
import { REVIEW_PAGE, sendFromReview, submitCurrentPage } from './dynamic-funnel.ts';

export const INCOME = 'incomeDetails.monthlyIncome';

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
const incomeShown = (page: Page) => page.getByTestId(`answer-${INCOME}`);

/** A journey's answers, the income it corrects on the review, and whether its pages were reloaded on the way. */
interface ReviewCorrection {
  answers: Record<string, string>;
  corrected: string;
  name: string;
  reloaded?: boolean;
}

/** On the review: reads the income and the masked identifier, corrects the income through its Change link. */
export async function correctIncomeOnReview(
  page: Page,
  a11y: A11yGuard,
  { answers, corrected, name, reloaded = false }: ReviewCorrection,
  testInfo: TestInfo,
): Promise<void> {
  await expect(page).toHaveURL(REVIEW_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await a11y.check();
  expect(digits(await incomeShown(page).textContent())).toContain(answers[INCOME]);
  // Identifiers are shown masked: only the last four characters, while the page that was typed in holds them; after a
  // reload nothing does (docs/adr/0011), and the review says the identifier was sent without showing any of it.
  const code = answers['personalDetails.personalCode'] ?? '';
  const identifier = page.getByTestId('answer-personalDetails.personalCode');
  await expect(identifier).not.toContainText(code);
  if (reloaded) {
    await expect(identifier).toHaveText(/\S/);
    await expect(identifier).not.toContainText(code.slice(-4));
  } else await expect(identifier).toContainText(code.slice(-4));

  // The Change link of the group that holds the income: a link to its step, heading focused on arrival.
  const group = page.locator('.review-group').filter({ has: incomeShown(page) });
  await group.locator('a.review-change').click();
  await expect(page).toHaveURL(/returnTo=review/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.locator(`#field-${INCOME.replace('.', '__')}`)).toHaveValue(/\d/);
  await submitCurrentPage(page, { [INCOME]: corrected }, a11y);

  // Back on the review (not the next step) with the corrected value.
  await expect(page).toHaveURL(REVIEW_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect.poll(async () => digits(await incomeShown(page).textContent())).toContain(corrected);
  await attachScreenshot(page, testInfo, `check-your-answers-${name}.png`, `check your answers, ${name}`);
}

/** Send from the review: checking (axe while it is shown), then the offer the reference API accepts with. */
export async function sendFromReviewToOffer(page: Page, a11y: A11yGuard): Promise<void> {
  await sendFromReview(page, a11y);
  await expect(page).toHaveURL(/\/(checking|accepted)$/);
  if (page.url().endsWith('/checking')) await a11y.checkWhileShown();
  await expect(page).toHaveURL(/\/accepted$/, { timeout: 15_000 });
}
