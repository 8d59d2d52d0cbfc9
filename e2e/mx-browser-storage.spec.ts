/**
 * Issue 18, item 3 (docs/adr/0011-what-the-browser-keeps.md): after every step of the Mexican journey, local and
 * session storage hold none of the applicant's identifiers or accounts, typed or sent; after the outcome they hold
 * nothing personal at all. The applicant's known values are looked for in the raw storage text. The same journey
 * reloads every page before sending it and finds everything typed kept (issue 5), identifiers aside.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import {
  completeDynamicFunnel,
  fieldValues,
  fillCurrentPage,
  submitCurrentPage,
} from './support/dynamic-funnel.ts';
import { MX_APPLICANT, mxEmail } from './support/mx-applicant.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const answers: Record<string, string> = { ...MX_APPLICANT, 'contactDetails.email': mxEmail('accept') };

/** The CURP, the RFC and the CLABE: never in storage. */
const IDENTIFIERS = [
  answers['personalDetails.personalCode'],
  answers['employer.taxRegistryCode'],
  answers['incomeDetails.iban'],
].filter((value): value is string => value !== undefined);

/** What identifies the applicant besides the ids: gone from storage once the outcome is reached. */
const PERSONAL = [
  'contactDetails.email',
  'contactDetails.phoneNumber',
  'personalDetails.firstName',
  'personalDetails.lastName',
  'personalDetails.secondLastName',
  'contactDetails.street',
  'referenceDetails.name',
  'referenceDetails.phoneNumber',
  'incomeDetails.workPhone',
  'employer.name',
]
  .map((name) => answers[name])
  .filter((value): value is string => value !== undefined)
  .concat(['1990-08-20']);

/** Every key and value of both storages, as one text per key. */
async function storageDump(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [window.localStorage, window.sessionStorage].flatMap((area) =>
      Object.keys(area).map((key) => `${key}=${area.getItem(key) ?? ''}`),
    ),
  );
}

async function expectNoneOf(page: Page, values: readonly string[], when: string) {
  const dump = await storageDump(page);
  for (const value of values) {
    const leaks = dump.filter((entry) => entry.includes(value));
    expect(leaks, `${value} in browser storage ${when}`).toEqual([]);
  }
}

// One journey for two checks: the reload on every page (what is typed survives it, docs/adr/0011) saves each page's
// draft (pagehide), so the storage read after it is the storage of a page typed and not sent.
test('a reload on every page keeps everything typed there; no identifier is in browser storage after any step, nothing personal after the outcome', async ({
  page,
  a11y,
}) => {
  await page.goto('./?amount=10000&period=12');
  await expect(page).toHaveURL(/\/loan-details$/);
  await completeDynamicFunnel(page, answers, a11y, {
    reloadFirst: true,
    onStorageMoment: (when) => expectNoneOf(page, IDENTIFIERS, when),
  });
  await expect(page).toHaveURL(/\/accepted$/, { timeout: 15_000 });
  await a11y.check();
  await expectNoneOf(page, [...IDENTIFIERS, ...PERSONAL], 'on the outcome page');
  await page.reload();
  await expect(page.getByTestId('offer-page')).toBeVisible();
  await a11y.check();
  await expectNoneOf(page, [...IDENTIFIERS, ...PERSONAL], 'after a reload of the outcome page');
});

test('a reload before sending empties the CURP only; everything else typed is kept', async ({
  page,
  a11y,
}) => {
  await page.goto('./');
  for (let step = 0; step < 5 && !page.url().endsWith('/personal-details'); step++) {
    await submitCurrentPage(page, answers, a11y);
  }
  await expect(page).toHaveURL(/\/personal-details$/);
  await fillCurrentPage(page, answers);
  const typed = await fieldValues(page);
  // No wait: a reload right after the last keystroke keeps it (the draft is saved on pagehide).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await a11y.check();
  const curp = page.locator('#field-personalDetails__personalCode');
  await expect(curp).toHaveValue('');
  // The page says why it is empty, at the field (its description), in the applicant's language.
  await expect(curp).toHaveAccessibleDescription(/Por tu seguridad no lo guardamos en tu dispositivo/);
  await expect.poll(() => fieldValues(page)).toEqual({ ...typed, 'field-personalDetails__personalCode': '' });
  // Typed again, the page is sent as before.
  await submitCurrentPage(page, answers, a11y);
  await expect(page).not.toHaveURL(/\/personal-details$/);
});
