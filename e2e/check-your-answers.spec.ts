/**
 * Issue 14, item 2 (WCAG 3.3.4): before the application goes to a lender the applicant checks their answers. In a
 * classic variant (pl-zlotek), landing with the loan and keeping it (the loan step never shown, the numbered steps in
 * order): the form leads to check your answers, a Change link opens the step, the monthly income is corrected,
 * sending the step comes back to the review (showing the new value), and Send goes on to checking; the lead the
 * reference API stores has the landing's loan and the corrected income. axe on every page. The same on the Mexican v3
 * form is part of the Mexican pointer journey (mx-applicant-journey.spec.ts); both variants' journeys reach the review
 * and send it with the keyboard alone (variant-journey.spec.ts).
 */
import { expect, test } from './fixtures/test.ts';
import { onBuild } from './support/builds.ts';
import { storedLead } from './support/after-offer.ts';
import { correctIncomeOnReview, sendFromReviewToOffer } from './support/check-answers.ts';
import { onReview, REVIEW_PAGE, submitCurrentPage } from './support/dynamic-funnel.ts';
import { PL_APPLICANT, PL_NUMBERED_STEPS } from './support/pl-applicant.ts';
import { waitForApp } from './support/first-step.ts';
import { AFRESH_RENDER_WAIT_MARK } from '#app/prerender/afresh-render-wait.ts';
import { storedSessionText } from './support/session-storage.ts';

test.use(onBuild('pl-zlotek'));

test('the applicant checks their answers, corrects one through its Change link, and sends', async ({
  page,
  a11y,
}, testInfo) => {
  const corrected = '7000';
  // The landing brings the loan, and the applicant keeps it: the loan step is never shown, the numbered steps are.
  await page.goto('./?amount=3000&period=90');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/personal-details$/);
  const visited: string[] = [];
  for (let step = 0; step < 40 && !onReview(page); step++)
    visited.push(await submitCurrentPage(page, PL_APPLICANT, a11y));
  expect(visited.map((path) => path.replace('/application-frontend', ''))).toEqual(PL_NUMBERED_STEPS);
  await correctIncomeOnReview(page, a11y, { answers: PL_APPLICANT, corrected, name: 'pl-zlotek' }, testInfo);

  // An applicant who comes back to the review (a reload) and sends it from there sees it drawn with its code and texts,
  // not the spinner first (src/app/application/review/lazy-review-routes.ts): the app waits for them before its first
  // render, up to 500 ms. A spinner is allowed only where that wait ran out (a CPU kept busy by the suites beside this
  // one), which the app's User Timing mark says (afresh-render-wait.ts).
  await page.evaluate(() => {
    sessionStorage.setItem('e2e-spinner-seen', 'no');
  });
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-spinner-seen') !== 'no') return;
    // Read as soon as the review's heading shows (the HTML's own step is hidden from this visit until then).
    new MutationObserver(() => {
      if (document.querySelector('#root .spinner-wrap')) sessionStorage.setItem('e2e-spinner-seen', 'yes');
    }).observe(document, { childList: true, subtree: true });
  });
  const reviewHeading = await page.getByRole('heading', { level: 1 }).innerText();
  await page.reload();
  await expect(page).toHaveURL(REVIEW_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(reviewHeading);
  const drawn = await page.evaluate((markName) => {
    const [mark] = performance.getEntriesByName(markName);
    // A mark's detail is what the app gave it: { timedOut } (afresh-render-wait.ts).
    const waitedOut =
      mark instanceof PerformanceMark && (mark.detail as { timedOut?: boolean }).timedOut === true;
    return { spinner: sessionStorage.getItem('e2e-spinner-seen'), marked: mark !== undefined, waitedOut };
  }, AFRESH_RENDER_WAIT_MARK);
  expect(drawn.marked, 'the visit drawn afresh waited for its screen').toBe(true);
  if (!drawn.waitedOut) expect(drawn.spinner, 'the spinner before the review, within the wait').toBe('no');
  await sendFromReviewToOffer(page, a11y);
  await a11y.check();

  // What the lender received: the landing's loan, the purpose asked on the way, and the corrected income.
  const lead = await storedLead(page, await storedSessionText(page, 'lid'));
  expect(lead).toMatchObject({ amount: 3000, period: 90, otherDetails: { loanPurpose: 'homeImprovement' } });
  expect(lead.incomeDetails).toMatchObject({ monthlyIncome: Number(corrected) });
});
