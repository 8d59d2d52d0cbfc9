/**
 * Issue 14, item 2 (WCAG 3.3.4): before the application goes to a lender the applicant checks their answers. In a
 * classic variant (pl-zlotek) and a v3 one (mx-prestaluz): the form leads to check your answers, a Change link
 * opens the step, the monthly income is corrected, sending the step comes back to the review (showing the new
 * value), and Send goes on to checking; the lead the reference API stores has the corrected income. axe on every
 * page; a screenshot of each review. (Both variants' journeys reach the review and send it with the keyboard alone,
 * variant-journey.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { expect, test, type A11yGuard } from './fixtures/test.ts';
import { forEachBuild } from './support/builds.ts';
import { storedLead } from './support/after-offer.ts';
import { onReview, REVIEW_PAGE, sendFromReview, submitCurrentPage } from './support/dynamic-funnel.ts';
import { MX_APPLICANT, mxEmail } from './support/mx-applicant.ts';
import { PL_APPLICANT } from './support/pl-applicant.ts';
import { attachScreenshot } from './support/artifacts.ts';
import { storedSessionText } from './support/session-storage.ts';

const INCOME = 'incomeDetails.monthlyIncome';

interface Journey {
  answers: Record<string, string>;
  corrected: string;
  landing: string;
}

/** Per build (e2e/targets.ts registers this spec on these two). */
const JOURNEYS: Record<string, Journey> = {
  'pl-zlotek': { answers: PL_APPLICANT, corrected: '7000', landing: './loan-information' },
  'mx-prestaluz': {
    answers: { ...MX_APPLICANT, 'contactDetails.email': mxEmail('accept') },
    corrected: '27500',
    landing: './?amount=10000&period=12',
  },
};

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
const incomeShown = (page: Page) => page.getByTestId(`answer-${INCOME}`);

async function walkToReview(page: Page, journey: Journey, a11y: A11yGuard) {
  for (let step = 0; step < 40 && !onReview(page); step++)
    await submitCurrentPage(page, journey.answers, a11y);
  await expect(page).toHaveURL(REVIEW_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

async function storedLeadOfPage(page: Page): Promise<Record<string, unknown>> {
  const leadId = await storedSessionText(page, 'lid');
  return storedLead(page, leadId);
}

forEachBuild(['mx-prestaluz', 'pl-zlotek'], (build) => {
  test('the applicant checks their answers, corrects one through its Change link, and sends', async ({
    page,
    a11y,
  }, testInfo) => {
    const journey = JOURNEYS[build.name];
    // e2e/targets.ts registers this spec on pl-zlotek (classic) and mx-prestaluz (v3) only: anywhere else is a mistake.
    if (!journey) throw new Error(`no check-your-answers journey for ${build.name}`);

    await page.goto(journey.landing);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await walkToReview(page, journey, a11y);
    await a11y.check();
    expect(digits(await incomeShown(page).textContent())).toContain(journey.answers[INCOME]);
    // Identifiers are shown masked: only the last four characters.
    const code = journey.answers['personalDetails.personalCode'] ?? '';
    await expect(page.getByTestId('answer-personalDetails.personalCode')).not.toContainText(code);
    await expect(page.getByTestId('answer-personalDetails.personalCode')).toContainText(code.slice(-4));

    // The Change link of the group that holds the income: a link to its step, heading focused on arrival.
    const group = page.locator('.review-group').filter({ has: incomeShown(page) });
    await group.locator('a.review-change').click();
    await expect(page).toHaveURL(/returnTo=review/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.locator(`#field-${INCOME.replace('.', '__')}`)).toHaveValue(/\d/);
    await submitCurrentPage(page, { [INCOME]: journey.corrected }, a11y);

    // Back on the review (not the next step) with the corrected value.
    await expect(page).toHaveURL(REVIEW_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect.poll(async () => digits(await incomeShown(page).textContent())).toContain(journey.corrected);
    await attachScreenshot(
      page,
      testInfo,
      `check-your-answers-${build.name}.png`,
      `check your answers, ${build.name}`,
    );

    await sendFromReview(page, a11y);
    await expect(page).toHaveURL(/\/(checking|accepted)$/);
    if (page.url().endsWith('/checking')) await a11y.checkWhileShown();
    await expect(page).toHaveURL(/\/accepted$/, { timeout: 15_000 });
    await a11y.check();

    // What the lender received: the corrected income.
    const lead = await storedLeadOfPage(page);
    expect(lead.incomeDetails).toMatchObject({ monthlyIncome: Number(journey.corrected) });
  });
});
