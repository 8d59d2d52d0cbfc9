/**
 * Issue 13: every page variant launchable. Each build (e2e/targets.ts: the 17 variants and the English one) is run
 * from its landing URL to an outcome against the reference API, with its country's applicant, axe on every page.
 * The first variant of each country is done with the keyboard alone; the outcomes are spread across variants. An
 * accepted offer shows what it costs in the market's words. The last form page leads to check your answers, sent
 * from there (with the keyboard in a keyboard walk). On the way, a bad phone, postcode and identifier are each
 * refused at the field in the country's language, with nothing typed lost (support/bad-input.ts), on the first variant
 * of each country's kind of application page (and the English build). The step counter is read on every page: 1 on
 * the first, one more on each next page, the last page's number its total (issue 31). Before it, the landing's HTML
 * before the app's scripts shows the first step and the no-script notice in its language, axe clean
 * (support/prerendered-step.ts, issue 16).
 * The landing carries the variant's brand: title, meta, language, favicon, logos, copyright (support/brand.ts).
 * `E2E_SCREENSHOTS=1` keeps each variant's first screen, review and keyboard steps as artifacts (support/artifacts.ts).
 */
import { PAGE_VARIANTS, type PageVariant } from '#contract/page-variants.ts';
import { loanProductOf } from '#markets/loan-products.ts';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test, type A11yGuard } from './fixtures/test.ts';
import {
  BAD_INPUTS,
  badInputsOnPage,
  expectRefused,
  refuseBadInputsOnPage,
  withBadInputs,
  type BadInputCheck,
} from './support/bad-input.ts';
import { onReview, sendFromReview, submitCurrentPage } from './support/dynamic-funnel.ts';
import { sendFromReviewWithKeyboard, submitPageWithKeyboard } from './support/keyboard-funnel.ts';
import type { ProjectMarket } from './support/market.ts';
import { marketOfBuild } from './support/market.ts';
import { PARTNER_ORIGIN } from './support/partner-server.ts';
import { expectPrerenderedStep } from './support/prerendered-step.ts';
import { expectBrand } from './support/brand.ts';
import { expectTruthfulCounter, recordCounter, type ReadCounter } from './support/step-counter.ts';
import { typedApplicant, type Outcome } from './support/variant-applicant.ts';
import { attachScreenshot } from './support/artifacts.ts';
import { forEachBuild } from './support/builds.ts';
import { VARIANT_JOURNEY_TARGETS, type E2eTarget } from './targets.ts';

const OUTCOMES: readonly Outcome[] = ['accept', 'reject', 'thankyou', 'redirect'];
const FORM_DONE = /\/(checking|accepted|rejected|thank-you|redirected)(\?|$)/;
const OUTCOME_TITLE: Record<Outcome, keyof ProjectMarket['outcomeTitles']> = {
  accept: 'offer',
  reject: 'rejected',
  thankyou: 'thankYou',
  redirect: 'redirected',
};
const OUTCOME_PATH: Record<Outcome, RegExp> = {
  accept: /\/accepted$/,
  reject: /\/rejected$/,
  thankyou: /\/thank-you$/,
  redirect: /\/redirected$/,
};

function variantOf(market: ProjectMarket) {
  const index = PAGE_VARIANTS.findIndex(
    (variant) => variant.country === market.country.code && variant.product === market.brand.product,
  );
  const variant = PAGE_VARIANTS[index];
  if (!variant) throw new Error(`No page variant for ${market.country.code}/${market.brand.product}`);
  const firstWhere = (alike: (candidate: PageVariant) => boolean) => PAGE_VARIANTS.find(alike) === variant;
  return {
    variant,
    // Offset so that the offers are seen in Mexico (its CAT), Germany and Spain (the EU's standard information).
    outcome: OUTCOMES[(index + 3) % OUTCOMES.length] ?? 'accept',
    keyboard: firstWhere((candidate) => candidate.country === variant.country),
    // The first variant of a country's kind of application page tries the bad inputs: another of the same kind there
    // has the same fields, rules and messages (its brand and its form's order differ), so it would repeat them.
    triesBadInputs: firstWhere(
      (candidate) =>
        candidate.country === variant.country && candidate.applicationPage === variant.applicationPage,
    ),
  };
}

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

forEachBuild(
  VARIANT_JOURNEY_TARGETS.map((target) => target.name),
  (build) =>
    // Playwright reads the fixtures a test uses from its first parameter's destructuring.
    test('the variant runs from its landing URL to an outcome', ({ page, a11y }, testInfo) =>
      runVariantJourney({ page, a11y }, build, testInfo)),
);

/** The fixtures a variant journey uses. */
interface JourneyFixtures {
  page: Page;
  a11y: A11yGuard;
}

async function runVariantJourney(
  { page, a11y }: JourneyFixtures,
  target: E2eTarget,
  testInfo: TestInfo,
): Promise<void> {
  const market = marketOfBuild(target);
  const { variant, outcome, keyboard, triesBadInputs } = variantOf(market);
  const { amount, term } = loanProductOf(variant);
  const applicant = typedApplicant(variant.country, outcome);
  await expectPrerenderedStep(page, market, a11y);

  await page.goto(`./?amount=${amount.default}&period=${term.default}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectBrand(page, market);
  await attachScreenshot(
    page,
    testInfo,
    `first-screen-${variant.country}-${variant.product}.png`,
    `first screen of ${variant.country}/${variant.product}`,
  );

  const badInputs: BadInputCheck = {
    pending: new Set(triesBadInputs ? Object.keys(BAD_INPUTS) : []),
    english: market.country.locale === 'en',
  };
  // The first page shows with its heading focused, as every step change leaves it: the keyboard walk starts there.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const counters: ReadCounter[] = [];
  for (let step = 0; step < 40 && !FORM_DONE.test(page.url()); step++) {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await recordCounter(page, counters);
    // Check your answers (after the last form page): sent as the walk goes, with the keyboard in a keyboard walk.
    if (onReview(page)) {
      if (keyboard) await sendFromReviewWithKeyboard(page, a11y, testInfo);
      else await sendFromReview(page, a11y, testInfo);
      continue;
    }
    if (keyboard) {
      const bad = await badInputsOnPage(page, badInputs);
      if (bad.length > 0) {
        const typed = await submitPageWithKeyboard(page, withBadInputs(applicant, bad), a11y, testInfo, {
          refused: true,
        });
        await expectRefused(page, bad, typed ?? {}, badInputs, a11y);
      }
      await submitPageWithKeyboard(page, applicant, a11y, testInfo, {
        from: bad.length > 0 ? 'error-summary' : 'heading',
      });
    } else {
      await refuseBadInputsOnPage(page, applicant, a11y, badInputs);
      await submitCurrentPage(page, applicant, a11y);
    }
  }
  if (page.url().endsWith('/checking')) await a11y.checkWhileShown();
  // The counter read on every page told the truth: 1 first, one more each page, the last page its total (issue 31).
  expectTruthfulCounter(counters);
  // Every country asks for a phone and a postcode; an identifier where its lenders ask one.
  if (triesBadInputs)
    expect([...badInputs.pending].filter((name) => name !== 'personalDetails.personalCode')).toEqual([]);

  await expect(page).toHaveURL(OUTCOME_PATH[outcome], { timeout: 20_000 });
  // The outcome says what happened in the applicant's language.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    market.outcomeTitles[OUTCOME_TITLE[outcome]],
  );
  if (outcome === 'accept') {
    // What the offer costs beside its APR, in the market's words (issue 30).
    const { costDisclosure } = market.country;
    await expect(page.locator('[data-cost="totalPayable"]')).toBeVisible();
    await expect(page.locator('[data-cost="totalCost"], [data-cost="financeCharge"]')).toBeVisible();
    await expect(page.locator('[data-cost="cat"]')).toHaveCount(costDisclosure.cat ? 1 : 0);
    await expect(page.locator('[data-cost="warning"]')).toHaveCount(costDisclosure.warning ? 1 : 0);
  }
  await a11y.check();
  if (outcome === 'redirect') {
    // The countdown runs out and the applicant goes on to the partner the lender chose.
    await expect(page).toHaveURL(new RegExp(`^${PARTNER_ORIGIN}/partner/`), { timeout: 20_000 });
    await expect(page.getByTestId('partner-method')).toHaveText('GET');
  }
}
