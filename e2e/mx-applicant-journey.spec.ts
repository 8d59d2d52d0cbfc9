import type { Page } from '@playwright/test';
import { z } from 'zod';
import { expect, test } from './fixtures/test.ts';
import {
  completeDynamicFunnel,
  onReview,
  sendFromReview,
  submitCurrentPage,
  submitExpectingErrors,
} from './support/dynamic-funnel.ts';
import { asApplicantOf } from './support/after-offer.ts';
import { MX_APPLICANT, mxEmail } from './support/mx-applicant.ts';
import { storedSessionText } from './support/session-storage.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

const API = 'http://127.0.0.1:4010';
const FORM_DONE = /\/(checking|accepted|rejected|thank-you|redirected)$/;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function storedLead(page: Page) {
  const leadId = await storedSessionText(page, 'lid');
  const response = await page.request.get(`${API}/v3/lead/url/${leadId}/continue`, {
    headers: await asApplicantOf(page, leadId),
  });
  expect(response.ok()).toBe(true);
  return {
    leadId,
    body: z.object({ lead: z.record(z.string(), z.unknown()) }).parse(await response.json()),
  };
}

// mx-prestaluz's variant journey (variant-journey.spec.ts) walks this form with the keyboard alone, to another outcome:
// here the pages are filled as a pointer user would, from an affiliate's landing, and what the lender receives is read.
test('a Mexican applicant completes the funnel on a phone and is accepted; the lender receives every answer', async ({
  page,
  a11y,
}) => {
  const answers = { ...MX_APPLICANT, 'contactDetails.email': mxEmail('accept') };
  await page.goto('./?refName=aff&refSubId=sub&refTransactionId=tx-1&amount=10000&period=12');
  await expect(page).toHaveURL(/\/loan-details$/);
  for (let step = 0; step < 40 && !FORM_DONE.test(page.url()); step++) {
    if (onReview(page)) await sendFromReview(page, a11y);
    else await submitCurrentPage(page, answers, a11y);
  }
  if (page.url().endsWith('/checking')) await a11y.checkWhileShown();
  await expect(page).toHaveURL(/\/accepted$/, { timeout: 15_000 });
  await expect(page.getByTestId('offer-amount')).toHaveText('$10,000');
  await a11y.check();

  // What the lender received: every answered data point, plus device data, tags, attribution and the session.
  const { body } = await storedLead(page);
  const { lead } = body;
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
  expect(lead.incomeDetails).toMatchObject({ iban: '002010077777777771', monthlyIncome: 25000 });
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
  const policies = (await (await page.request.get(`${API}/policy?country=mx`)).json()) as {
    policies: { id: string; required: boolean }[];
  };
  const required = policies.policies.filter((policy) => policy.required).map((policy) => policy.id);
  expect(required.length).toBeGreaterThan(0);
  expect(lead.policies).toEqual(required.map((id) => ({ id, accepted: true })));
  expect(lead.generalPolicies).toBe(true);
});

test('an invalid CURP, an unknown postal code and a wrong CLABE each get a message; fixed, the applicant finishes', async ({
  page,
  a11y,
}) => {
  const answers = { ...MX_APPLICANT, 'contactDetails.email': mxEmail('accept') };
  await page.goto('./');
  await submitCurrentPage(page, answers, a11y);
  await submitCurrentPage(page, answers, a11y);
  await expect(page).toHaveURL(/\/personal-details$/);

  // A CURP with a wrong check digit.
  const wrongCurp = { ...answers, 'personalDetails.personalCode': 'LOGM900820MDFPRR05' };
  await submitExpectingErrors(page, wrongCurp, a11y);
  const curpField = page.locator('#field-personalDetails__personalCode');
  await expect(curpField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.error-summary')).toContainText('CURP');
  await a11y.check();
  await submitCurrentPage(page, answers, a11y);

  // The address page: an unknown postal code says so; the right one fills state, municipality and city.
  await expect(page).toHaveURL(/\/address-information$/);
  const postalCode = page.locator('#field-contactDetails__postalCode');
  await postalCode.fill('99999');
  await expect(postalCode).toHaveAccessibleDescription(/No encontramos este código postal/);
  await a11y.check();
  await postalCode.fill('06600');
  await expect(page.locator('#field-contactDetails__municipality')).toHaveValue('Cuauhtémoc');
  await expect(page.locator('#field-contactDetails__province')).toHaveValue('Ciudad de México');
  await submitCurrentPage(page, answers, a11y);

  // Walk on to the CLABE page with valid answers, then a CLABE with a wrong check digit.
  for (let step = 0; step < 20 && !page.url().endsWith('/clabe'); step++)
    await submitCurrentPage(page, answers, a11y);
  await expect(page).toHaveURL(/\/clabe$/);
  await submitExpectingErrors(page, { ...answers, 'incomeDetails.iban': '002010077777777772' }, a11y);
  await expect(page.locator('#field-incomeDetails__iban')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.error-summary')).toContainText('CLABE');
  await a11y.check();
  await submitCurrentPage(page, answers, a11y);
  await expect(page).not.toHaveURL(/\/clabe$/);
  await completeDynamicFunnel(page, answers, a11y);
  await expect(page).toHaveURL(/\/accepted$/, { timeout: 15_000 });
});
