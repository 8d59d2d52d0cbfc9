/**
 * The Mexican v3 form (mx-prestaluz) filled as a pointer user on a phone would, from an affiliate's landing, to an
 * offer; its variant journey (variant-journey.spec.ts) walks the same form with the keyboard alone, to another
 * outcome. On the way: an invalid CURP, an unknown postal code and a wrong CLABE each get a message and, fixed, let the
 * applicant on; on check your answers the income is corrected through its Change link (issue 14, item 2,
 * support/check-answers.ts). Every page is reloaded before it is sent and keeps everything typed but its identifier
 * (issue 5); after every step no identifier or account is in the browser's storage, and after the outcome nothing
 * personal (docs/adr/0011, support/browser-storage.ts). At the end, what the lender received: every answer (the
 * corrected income among them), device data, tags, the affiliate's reference, the session and the policies accepted.
 * One walk for what took four.
 */
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { expect, test, type A11yGuard } from './fixtures/test.ts';
import {
  onReview,
  submitCurrentPage,
  submitExpectingErrors,
  type SubmitOptions,
} from './support/dynamic-funnel.ts';
import { expectNotStored, identifiersOf, personalValuesOf } from './support/browser-storage.ts';
import { asApplicantOf } from './support/after-offer.ts';
import { correctIncomeOnReview, sendFromReviewToOffer } from './support/check-answers.ts';
import { MX_APPLICANT, mxEmail } from './support/mx-applicant.ts';
import { storedSessionText } from './support/session-storage.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

const API = 'http://127.0.0.1:4010';
const CORRECTED_INCOME = '27500';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function storedLead(page: Page) {
  const leadId = await storedSessionText(page, 'lid');
  const response = await page.request.get(`${API}/v3/lead/url/${leadId}/continue`, {
    headers: await asApplicantOf(page, leadId),
  });
  expect(response.ok()).toBe(true);
  return z.object({ lead: z.record(z.string(), z.unknown()) }).parse(await response.json()).lead;
}

/** From personal details to the CLABE page and past it: each wrong identifier refused at its field, then fixed. */
async function refuseThenFixIdentifiers(
  page: Page,
  answers: Record<string, string>,
  a11y: A11yGuard,
  options: SubmitOptions,
) {
  await expect(page).toHaveURL(/\/personal-details$/);
  // A CURP with a wrong check digit.
  const wrongCurp = { ...answers, 'personalDetails.personalCode': 'LOGM900820MDFPRR05' };
  await submitExpectingErrors(page, wrongCurp, a11y);
  await expect(page.locator('#field-personalDetails__personalCode')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.error-summary')).toContainText('CURP');
  await a11y.check();
  await submitCurrentPage(page, answers, a11y, options);

  // The address page: an unknown postal code says so; the right one fills state, municipality and city.
  await expect(page).toHaveURL(/\/address-information$/);
  const postalCode = page.locator('#field-contactDetails__postalCode');
  await postalCode.fill('99999');
  await expect(postalCode).toHaveAccessibleDescription(/No encontramos este código postal/);
  await a11y.check();
  await postalCode.fill('06600');
  await expect(page.locator('#field-contactDetails__municipality')).toHaveValue('Cuauhtémoc');
  await expect(page.locator('#field-contactDetails__province')).toHaveValue('Ciudad de México');
  await submitCurrentPage(page, answers, a11y, options);

  // Walk on to the CLABE page with valid answers, then a CLABE with a wrong check digit.
  for (let step = 0; step < 20 && !page.url().endsWith('/clabe'); step++)
    await submitCurrentPage(page, answers, a11y, options);
  await expect(page).toHaveURL(/\/clabe$/);
  await submitExpectingErrors(page, { ...answers, 'incomeDetails.iban': '002010077777777772' }, a11y);
  await expect(page.locator('#field-incomeDetails__iban')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.error-summary')).toContainText('CLABE');
  await a11y.check();
  await submitCurrentPage(page, answers, a11y, options);
  await expect(page).not.toHaveURL(/\/clabe$/);
}

/** What the lender received: every answered data point, plus device data, tags, attribution and the session. */
async function expectEveryAnswerReceived(page: Page, answers: Record<string, string>) {
  const lead = await storedLead(page);
  const sessionId = await storedSessionText(page, 'sessionId');
  expect(lead.personalDetails).toMatchObject({
    firstName: 'María',
    lastName: 'López',
    personalCode: 'LOGM900820MDFPRR04',
    dateOfBirth: '1990-08-20',
  });
  expect(lead.contactDetails).toMatchObject({
    email: answers['contactDetails.email'],
    postalCode: '06600',
    province: 'Ciudad de México',
    municipality: 'Cuauhtémoc',
  });
  // The income as corrected on check your answers.
  expect(lead.incomeDetails).toMatchObject({
    iban: '002010077777777771',
    monthlyIncome: Number(CORRECTED_INCOME),
  });
  expect(lead.employer).toMatchObject({ taxRegistryCode: 'LOGM900820AB6' });
  expect(lead.amount).toBe(10000);
  expect(lead.deviceData).toMatchObject({ screenResolution: expect.stringMatching(/^\d+ ?x ?\d+$/) });
  expect(lead.tags).toEqual(expect.arrayContaining(['application-frontend']));
  expect(lead.affiliateReferenceParams).toMatchObject({
    attribute: 'aff',
    subId: 'sub',
    transactionId: 'tx-1',
  });
  expect(lead.sessionId).toBe(sessionId);
  // The general policies checkbox accepted each required policy of the policies call.
  const policies = z
    .object({ policies: z.array(z.object({ id: z.string(), required: z.boolean() })) })
    .parse(await (await page.request.get(`${API}/policy?country=mx`)).json());
  const required = policies.policies.filter((policy) => policy.required).map((policy) => policy.id);
  expect(required.length).toBeGreaterThan(0);
  expect(lead.policies).toEqual(required.map((id) => ({ id, accepted: true })));
  expect(lead.generalPolicies).toBe(true);
}

test('a Mexican applicant on a phone: wrong identifiers refused and fixed, every page reloaded, an answer corrected on review, accepted; the browser keeps no identifier, the lender receives every answer', async ({
  page,
  a11y,
}, testInfo) => {
  const answers = { ...MX_APPLICANT, 'contactDetails.email': mxEmail('accept') };
  const identifiers = identifiersOf(answers);
  // Each page reloaded once typed (the reload saves its draft on pagehide, so the storage then read is a page typed
  // and not sent), and the storage read at every moment.
  const options: SubmitOptions = {
    reloadFirst: true,
    onStorageMoment: (when) => expectNotStored(page, identifiers, when),
  };
  await page.goto('./?refName=aff&refSubId=sub&refTransactionId=tx-1&amount=10000&period=12');
  await expect(page).toHaveURL(/\/loan-details$/);
  await submitCurrentPage(page, answers, a11y, options); // loan details
  await submitCurrentPage(page, answers, a11y, options); // contact
  await refuseThenFixIdentifiers(page, answers, a11y, options);
  for (let step = 0; step < 40 && !onReview(page); step++)
    await submitCurrentPage(page, answers, a11y, options);
  await expectNotStored(page, identifiers, 'on check your answers');
  const review = { answers, corrected: CORRECTED_INCOME, name: 'mx-prestaluz', reloaded: true };
  await correctIncomeOnReview(page, a11y, review, testInfo);

  await sendFromReviewToOffer(page, a11y);
  await expect(page.getByTestId('offer-amount')).toHaveText('$10,000');
  await a11y.check();
  const kept = [...identifiers, ...personalValuesOf(answers)];
  await expectNotStored(page, kept, 'on the outcome page');
  await page.reload();
  await expect(page.getByTestId('offer-page')).toBeVisible();
  await a11y.check();
  await expectNotStored(page, kept, 'after a reload of the outcome page');
  await expectEveryAnswerReceived(page, answers);
});
