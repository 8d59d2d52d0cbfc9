import { mxMonediaConfig } from '#contract/fixtures/index.ts';
import { expect, test } from './fixtures/test.ts';
import {
  completeDynamicFunnel,
  fieldValues,
  fillCurrentPage,
  submitCurrentPage,
} from './support/dynamic-funnel.ts';
import { resumeLinkOf, storedLead } from './support/after-offer.ts';
import { MX_APPLICANT, mxEmail } from './support/mx-applicant.ts';
import { storedSessionText } from './support/session-storage.ts';
import { onBuild } from './support/builds.ts';
import { buildCurp } from '#shared/lib/identifiers/curp.ts';
import { buildRfc } from '#shared/lib/identifiers/rfc.ts';

test.use(onBuild('mx-prestaluz'));

/**
 * Turning 75 on the first of the month a year from today: a 24-month loan would end after that birthday, which the
 * lender refuses, and a 6-month one before it, whatever day the suite runs (a fixed birth date made this test fail
 * from the day six months short of the birthday on).
 */
const today = new Date();
const BIRTH = { year: today.getUTCFullYear() + 1 - 75, month: today.getUTCMonth() + 1, day: 1 };
const two = (value: number) => String(value).padStart(2, '0');
const BIRTH_ISO = `${BIRTH.year}-${two(BIRTH.month)}-01`;
const OLDER_CURP = buildCurp({
  initials: 'ROHE',
  birthDate: BIRTH,
  sex: 'female',
  stateCode: 'JC',
  consonants: 'DRL',
});
const OLDER_APPLICANT = {
  ...MX_APPLICANT,
  'personalDetails.firstName': 'Elena',
  'personalDetails.lastName': 'Rodríguez',
  'personalDetails.secondLastName': 'Hernández',
  'personalDetails.dateOfBirth': `01/${two(BIRTH.month)}/${BIRTH.year}`,
  'personalDetails.personalCode': OLDER_CURP,
  'employer.taxRegistryCode': buildRfc({ initials: 'ROHE', birthDate: BIRTH, homoclave: 'K7' }),
  'contactDetails.email': mxEmail('accept'),
};

test.describe('Mexican funnel: recovering from the server and the browser', () => {
  test('the server refuses a field of an earlier page: the applicant fixes it there and finishes', async ({
    page,
    a11y,
  }) => {
    await page.goto('./?period=24');
    await submitCurrentPage(page, OLDER_APPLICANT, a11y); // loan details (24 months)
    await submitCurrentPage(page, OLDER_APPLICANT, a11y); // contact
    // Personal details: with the birth date the server sees the term ends after the 75th birthday.
    await expect(page).toHaveURL(/\/personal-details$/);
    await submitCurrentPage(page, OLDER_APPLICANT, a11y);
    await expect(page).toHaveURL(/\/loan-details$/);
    const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
    await expect(summary).toContainText('antes de que cumplas 75 años');
    await expect(page.locator('#field-period')).toHaveAttribute('aria-invalid', 'true');
    await a11y.check();

    await page.locator('#field-period').fill('6');
    await page.locator('form button[type="submit"]').click();
    // Back where the applicant was, with what they typed there.
    await expect(page).toHaveURL(/\/personal-details$/);
    await expect(page.locator('#field-personalDetails__personalCode')).toHaveValue(OLDER_CURP);
    // On to the end: every later save and the final send check the lender's rules on the whole lead again.
    await completeDynamicFunnel(page, OLDER_APPLICANT, a11y);
    await expect(page).toHaveURL(/\/accepted$/, { timeout: 15_000 });
    await a11y.check();
    const lead = await storedLead(page, await storedSessionText(page, 'lid'));
    expect(lead).toMatchObject({ period: 6 });
    expect(lead.personalDetails).toMatchObject({ dateOfBirth: BIRTH_ISO });
  });

  test('a server error or a lost connection while sending keeps the page as typed; sending again goes on', async ({
    page,
    a11y,
  }) => {
    const applicant = { ...MX_APPLICANT, 'contactDetails.email': mxEmail('accept') };
    await page.goto('./');
    await submitCurrentPage(page, applicant, a11y); // loan details: the lead is created
    await submitCurrentPage(page, applicant, a11y); // contact
    await expect(page).toHaveURL(/\/personal-details$/);
    await fillCurrentPage(page, applicant);
    const typed = await fieldValues(page);

    // The lender's API fails every update (the client's own retry included), then the connection drops.
    let failure: 'server' | 'connection' | null = 'server';
    await page.route('**/v3/lead', async (route) => {
      if (route.request().method() !== 'PUT' || failure === null) return route.fallback();
      if (failure === 'server')
        return route.fulfill({
          status: 503,
          json: { errors: [{ fieldName: '', message: 'Service temporarily unavailable' }] },
          headers: { 'access-control-allow-origin': '*' },
        });
      return route.abort('connectionfailed');
    });
    const notice = page.getByTestId('save-failed');
    const isLeadUpdate = (url: string, method: string) => method === 'PUT' && url.endsWith('/v3/lead');
    for (const next of ['connection', null] as const) {
      // This press's own failure first: the page moves on as its save leaves and comes back when it fails (docs/adr
      // 0029), and the second press starts where the first one's alert is still shown.
      const failed =
        failure === 'server'
          ? page.waitForResponse((response) => isLeadUpdate(response.url(), response.request().method()))
          : page.waitForEvent('requestfailed', (request) => isLeadUpdate(request.url(), request.method()));
      await page.locator('form button[type="submit"]').click();
      await failed;
      await expect(notice).toHaveText(
        'En este momento no pudimos guardar este paso. Tus respuestas siguen aquí: intenta de nuevo.',
      );
      await expect(page).toHaveURL(/\/personal-details$/);
      await expect.poll(() => fieldValues(page), { intervals: [100] }).toEqual(typed);
      await a11y.check();
      failure = next;
    }

    // Nothing was lost on the way: a reload still has it (but the CURP, never stored: docs/adr/0011), and sending
    // again moves on.
    await page.reload();
    await expect
      .poll(() => fieldValues(page))
      .toEqual({ ...typed, 'field-personalDetails__personalCode': '' });
    await submitCurrentPage(page, applicant, a11y);
    await expect(page).toHaveURL(/\/address-information$/);
  });

  test('a reload keeps every typed value, submitted or not, except an identifier not yet sent', async ({
    page,
    a11y,
  }) => {
    await page.goto('./');
    await submitCurrentPage(page, MX_APPLICANT, a11y);
    await submitCurrentPage(page, { ...MX_APPLICANT, 'contactDetails.email': mxEmail('accept') }, a11y);
    await expect(page).toHaveURL(/\/personal-details$/);
    await page.locator('#field-personalDetails__firstName').fill('María');
    await page.locator('#field-personalDetails__personalCode').fill('LOGM900820MDFPRR04');
    // No wait: a reload right after the last keystroke keeps it (the draft is saved on pagehide).
    await page.reload();
    await expect(page.locator('#field-personalDetails__firstName')).toHaveValue('María');
    // The CURP is never stored (docs/adr/0011): typed again after a reload.
    await expect(page.locator('#field-personalDetails__personalCode')).toHaveValue('');
    await a11y.check();
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(page).toHaveURL(/\/initial-details$/);
    await expect(page.locator('#field-contactDetails__email')).toHaveValue(mxEmail('accept'));
    await a11y.check();
  });

  // A reload on every page keeping everything typed, through to the outcome: the pointer journey
  // (mx-applicant-journey.spec.ts), which reads the browser's storage after each reload as well.

  test('a deep link past the applicant’s progress goes to the furthest page reached', async ({
    page,
    a11y,
  }) => {
    await page.goto('./');
    await submitCurrentPage(page, MX_APPLICANT, a11y);
    await page.goto('./clabe');
    await expect(page).toHaveURL(/\/initial-details$/);
    await page.goto('./accepted');
    await expect(page).toHaveURL(/\/initial-details$/);
    await a11y.check();
  });
});

// On Monedia's short v3 form (9 pages against Prestaluz's 25): what happens after the outcome does not depend on how
// long the form was, and the walk through Prestaluz's is the variant journeys' work.
test.describe('Mexican funnel: after the outcome', () => {
  test.use(onBuild('mx-monedia'));

  test('after the offer, back does not return to the form, and a resume link restores the lead elsewhere', async ({
    page,
    browser,
    a11y,
  }) => {
    await page.goto('./');
    await completeDynamicFunnel(page, { ...MX_APPLICANT, 'contactDetails.email': mxEmail('thankyou') }, a11y);
    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gracias, hemos recibido tu solicitud');
    await a11y.check();
    const leadId = await storedSessionText(page, 'lid');
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/);

    await page.goBack();
    const formPages = mxMonediaConfig.forms.map((form) => form.path);
    await expect(page).not.toHaveURL(new RegExp(`/(checking|check-your-answers|${formPages.join('|')})$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Another browser (no storage at all) opens the resume link.
    const other = await browser.newContext({ baseURL: new URL('.', page.url()).href });
    const fresh = await other.newPage();
    await fresh.goto(await resumeLinkOf(page, leadId));
    await expect(fresh).toHaveURL(/\/thank-you$/, { timeout: 15_000 });
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Gracias, hemos recibido tu solicitud');
    // The chrome faded on the continue path fades back in: axe mid-fade would see low-contrast text.
    await expect(fresh.getByRole('contentinfo')).toHaveCSS('opacity', '1');
    await a11y.check(fresh);

    await fresh.goto('./continue/00000000-0000-4000-8000-000000000000');
    await expect(fresh.getByTestId('resume-failed')).toBeVisible();
    await a11y.check(fresh);
    // The way out of a dead link: a new application from the first page.
    await fresh.getByRole('button', { name: 'Empezar una nueva solicitud' }).click();
    await expect(fresh).toHaveURL(/\/loan-details$/);
    await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
    await a11y.check(fresh);
    await other.close();
  });
});
