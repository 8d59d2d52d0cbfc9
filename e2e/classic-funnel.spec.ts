import { expect, test } from './fixtures/test.ts';
import { completeDynamicFunnel, submitCurrentPage } from './support/dynamic-funnel.ts';
import { waitForApp } from './support/first-step.ts';
import { readCounter } from './support/step-counter.ts';
import { rememberCredential, storedLead } from './support/after-offer.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('pl-zlotek'));

/** A Polish applicant on the classic steps (pl/zlotek): PESEL valid for the birth date and sex. */
const PL_APPLICANT: Record<string, string> = {
  amount: '3000',
  period: '90',
  'otherDetails.loanPurpose': 'homeImprovement',
  'personalDetails.firstName': 'Anna',
  'personalDetails.lastName': 'Nowak',
  'personalDetails.gender': 'male',
  'personalDetails.dateOfBirth': '15/02/1990',
  'personalDetails.personalCode': '90021512354',
  'otherDetails.idCardNumber': 'ABA300000',
  'contactDetails.email': 'anna+accept@example.com',
  'contactDetails.phoneNumber': '512345678',
  'contactDetails.postalCode': '00-950',
  'contactDetails.city': 'Warszawa',
  'contactDetails.street': 'Marszałkowska',
  'contactDetails.houseNumber': '10',
  'incomeDetails.incomeSource': 'employment',
  'employer.name': 'Firma Sp. z o.o.',
  'incomeDetails.monthlyIncome': '6000',
  'otherDetails.maritalStatus': 'single',
  'otherDetails.education': 'bachelor',
  'otherDetails.housingTenure': 'rent',
  'otherDetails.numberOfDependants': '0',
  'referenceDetails.name': 'Jan Kowalski',
  'referenceDetails.phoneNumber': '600700800',
  'employer.postalCode': '00-001',
  'employer.city': 'Warszawa',
  'employer.street': 'Prosta',
  'employer.houseNumber': '20',
};

/** The steps of an employed applicant's classic form, numbered 1 to 6, in order (the loan step has no number). */
const NUMBERED_STEPS = [
  '/personal-details',
  '/contact-details',
  '/income-details',
  '/other-information',
  '/reference-information',
  '/employment-details',
];

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
    ...NUMBERED_STEPS,
  ]);
  await expect(page).toHaveURL(/\/accepted$/, { timeout: 15_000 });
  await a11y.check();
});

test('a classic applicant who keeps the landing’s loan never sees the loan step, and the review opens after the last page', async ({
  page,
  a11y,
}) => {
  await page.goto('./?amount=3000&period=90');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/personal-details$/);
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/lead$/.test(new URL(response.url()).pathname),
  );
  const visited = await completeDynamicFunnel(page, PL_APPLICANT, a11y);
  expect(visited.map((path) => path.replace('/application-frontend', ''))).toEqual(NUMBERED_STEPS);
  await expect(page).toHaveURL(/\/accepted$/, { timeout: 15_000 });
  // The loan the summary showed is the loan the lender decided on.
  // The outcome leaves the browser holding nothing: the credential is the one the create answered with.
  const { id, credential } = (await (await created).json()) as { id: string; credential: string };
  rememberCredential(id, credential);
  expect(await storedLead(page.request, id)).toMatchObject({
    amount: 3000,
    period: 90,
    otherDetails: { loanPurpose: 'homeImprovement' },
  });
});

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
