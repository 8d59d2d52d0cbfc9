/**
 * Issue 14, item 2 (WCAG 3.3.4): before the application goes to a lender the applicant checks their answers. In a
 * classic variant (pl-zlotek): the form leads to check your answers, a Change link opens the step, the monthly income
 * is corrected, sending the step comes back to the review (showing the new value), and Send goes on to checking; the
 * lead the reference API stores has the corrected income. axe on every page. The same on the Mexican v3 form is part
 * of the Mexican pointer journey (mx-applicant-journey.spec.ts); both variants' journeys reach the review and send it
 * with the keyboard alone (variant-journey.spec.ts).
 */
import { expect, test } from './fixtures/test.ts';
import { onBuild } from './support/builds.ts';
import { storedLead } from './support/after-offer.ts';
import { correctIncomeOnReview, sendFromReviewToOffer } from './support/check-answers.ts';
import { onReview, submitCurrentPage } from './support/dynamic-funnel.ts';
import { PL_APPLICANT } from './support/pl-applicant.ts';
import { storedSessionText } from './support/session-storage.ts';

test.use(onBuild('pl-zlotek'));

test('the applicant checks their answers, corrects one through its Change link, and sends', async ({
  page,
  a11y,
}, testInfo) => {
  const corrected = '7000';
  await page.goto('./loan-information');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (let step = 0; step < 40 && !onReview(page); step++) await submitCurrentPage(page, PL_APPLICANT, a11y);
  await correctIncomeOnReview(page, a11y, { answers: PL_APPLICANT, corrected, name: 'pl-zlotek' }, testInfo);

  await sendFromReviewToOffer(page, a11y);
  await a11y.check();

  // What the lender received: the corrected income.
  const lead = await storedLead(page, await storedSessionText(page, 'lid'));
  expect(lead.incomeDetails).toMatchObject({ monthlyIncome: Number(corrected) });
});
