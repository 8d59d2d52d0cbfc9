/**
 * Issue 5: checking, the outcomes, resume and unsubscribe, beyond the full journeys of variant-journey.spec.ts: the wait
 * survives a reload, a POST redirect and the way back from the partner, an offer past its 24 hours, a lead left
 * half way resumed in another browser, and the unsubscribe link.
 */
import type { Route } from '@playwright/test';
import { z } from 'zod';
import { expect, test } from './fixtures/test.ts';
import { unsubscribeSignature } from '../server/customer-handlers.ts';
import { createSigner } from '../server/http/signing.ts';
import {
  asApplicantOf,
  checkedLead,
  createdLead,
  expectAccepted,
  leadStatus,
  resumeAt,
} from './support/after-offer.ts';
import { submitCurrentPage } from './support/dynamic-funnel.ts';
import { MX_APPLICANT, mxEmail } from './support/mx-applicant.ts';
import { PARTNER_ORIGIN } from './support/partner-server.ts';
import { storedSessionText } from './support/session-storage.ts';
import { API_PORT, E2E_SIGNING_SECRET } from './targets.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

const DAY_MS = 24 * 3_600_000;

test.describe('Mexican funnel: checking, outcomes and links', () => {
  test('the wait on /checking shows progress, survives a reload, and moves on when the lender decides', async ({
    page,
    request,
    a11y,
  }) => {
    // A lead submitted (state 6) but not yet decided; the lender is slow until the test says otherwise.
    const id = await createdLead(request, 'accept', { leadStatus: 6 });
    let lenderDecided = false;
    let pollsAnsweredChecking = 0;
    await page.route(`**/lead/status/${id}`, async (route: Route) => {
      if (lenderDecided || route.request().method() !== 'GET') return route.fallback();
      pollsAnsweredChecking += 1;
      await route.fulfill({
        json: { id, state: 6, status: 'checking', retryAfterMs: 500 },
        headers: { 'access-control-allow-origin': '*' },
      });
    });

    await resumeAt(page, a11y, id, '/checking');
    await expect(page.getByText('Revisando los datos que nos diste…')).toBeVisible();
    await a11y.check();

    await page.reload();
    await expect(page).toHaveURL(/\/checking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estamos revisando tu solicitud');
    const pollsBefore = pollsAnsweredChecking;
    await expect
      .poll(() => pollsAnsweredChecking, { message: 'polling goes on after the reload' })
      .toBeGreaterThan(pollsBefore);
    // The progress line moves on while the applicant waits.
    await expect(page.getByText('Comparando ofertas de nuestras financieras…')).toBeVisible({
      timeout: 10_000,
    });

    // The lender decides (the reference API's own checking read is spent here); the next poll brings the offer.
    await expect.poll(async () => (await leadStatus(request, id)).status).toBe('accepted');
    lenderDecided = true;
    await expectAccepted(page);
    await a11y.check();
    // The wait is no page to come back to.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/checking$/);
  });

  test('a POST redirect sends the form to the partner; back from there, the page waits for the applicant', async ({
    page,
    request,
    a11y,
  }) => {
    const { id, status } = await checkedLead(request, 'redirectpost');
    expect(status.status).toBe('redirected');
    await resumeAt(page, a11y, id, '/redirected');
    await expect(page.getByText(/Te llevamos a Provident en \d segundos?…/)).toBeVisible();
    await a11y.check();

    // The countdown runs out: the lender is told the applicant leaves, then the browser posts the fields there.
    const recorded = page.waitForRequest(
      (sent) => sent.method() === 'POST' && sent.url().endsWith(`/lead/${id}/redirect`),
    );
    await expect(page).toHaveURL(new RegExp(`^${PARTNER_ORIGIN}/partner/.*provident$`), { timeout: 15_000 });
    await expect(page.getByTestId('partner-method')).toHaveText('POST');
    await expect(page.locator('[data-field]')).toHaveText(['ref', 'amount']);
    expect((await (await recorded).response())?.status()).toBe(200);

    // Back from the partner (from the back-forward cache or loaded again), and after a reload: no countdown.
    await page.goBack();
    await expect(page).toHaveURL(/\/redirected$/);
    await expect(
      page.getByText('Ya fuiste a Provident una vez. Continúa allí cuando quieras.'),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByText('Ya fuiste a Provident una vez. Continúa allí cuando quieras.'),
    ).toBeVisible();
    const stored = await page.evaluate(() => ({
      redirected: sessionStorage.getItem('redirected'),
      redirectUrl: sessionStorage.getItem('redirectUrl'),
      redirectMethod: sessionStorage.getItem('redirectMethod'),
    }));
    expect(stored).toEqual({
      redirected: 'true',
      redirectUrl: expect.stringMatching(new RegExp(`^"${PARTNER_ORIGIN}/partner/.*provident"$`)),
      redirectMethod: '"POST"',
    });
    await a11y.check();
    // No countdown this time: the page is still here after it would have run out.
    await page.waitForTimeout(6_000);
    await expect(page).toHaveURL(/\/redirected$/);
    await page.getByRole('button', { name: 'Continuar con Provident' }).click();
    await expect(page.getByTestId('partner-method')).toHaveText('POST');
  });

  test('an offer read after its 24 hours says it expired and starts a new application', async ({
    page,
    request,
    a11y,
  }) => {
    const { id } = await checkedLead(request, 'accept');
    await resumeAt(page, a11y, id, '/accepted');
    await expect(page.getByTestId('offer-page')).toBeVisible();
    await a11y.check();

    // A day and a minute later, on the applicant's clock.
    await page.clock.setFixedTime(Date.now() + DAY_MS + 60_000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta oferta venció');
    await expect(page.getByTestId('offer-page')).toHaveCount(0);
    await a11y.check();

    await page.getByRole('button', { name: 'Empezar una nueva solicitud' }).click();
    await expect(page).toHaveURL(/\/loan-details$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { lid, state } = await page.evaluate(() => ({
      lid: sessionStorage.getItem('lid'),
      state: sessionStorage.getItem('state') ?? '{}',
    }));
    expect(lid).toBeNull();
    expect(JSON.parse(state)).toMatchObject({ progressState: 0, leadId: null });
    await a11y.check();
  });

  test('a lead left half way is resumed from its emailed link in another browser, once, on its next page, with its answers', async ({
    page,
    browser,
    a11y,
  }) => {
    const applicant = { ...MX_APPLICANT, 'contactDetails.email': mxEmail('accept') };
    await page.goto('./');
    await submitCurrentPage(page, applicant, a11y); // loan details
    await submitCurrentPage(page, applicant, a11y); // contact
    await submitCurrentPage(page, applicant, a11y); // personal details
    const next = new URL(page.url()).pathname;
    const leadId = await storedSessionText(page, 'lid');
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/);

    // The bare id opens nothing: not the API's read, not the app's /continue page.
    const bare = await page.request.get(`http://127.0.0.1:${API_PORT}/lead/continue/${leadId}`);
    expect(bare.status()).toBe(401);
    expect(await bare.text()).not.toContain('María');
    // "Continue later": the lender emails a single-use link and the page says until when, in Spanish.
    const issued = page.waitForResponse((response) => response.url().endsWith(`/lead/${leadId}/resume-link`));
    await page.getByRole('button', { name: 'Continuar más tarde' }).click();
    const { developmentToken, expiresAt } = z
      .object({ developmentToken: z.string(), expiresAt: z.string() })
      .parse(await (await issued).json());
    const until = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(expiresAt),
    );
    await expect(page.getByTestId('continue-later-status')).toContainText(
      `Funciona una sola vez, hasta el ${until}`,
    );
    await a11y.check();
    // The token in the email (development: the API's answer carries it; the page never shows it).
    await expect(page.locator('body')).not.toContainText(developmentToken);
    const link = `./continue/${developmentToken}`;

    const other = await browser.newContext({ baseURL: new URL('.', page.url()).href });
    const fresh = await other.newPage();
    await fresh.goto(link);
    await expect(fresh).toHaveURL(new RegExp(`${next}$`), { timeout: 15_000 });
    // The token left the address bar, and the first browser's credential no longer opens the lead.
    expect(fresh.url()).not.toContain(link.split('/').pop() ?? '-');
    const first = await page.request.get(`http://127.0.0.1:${API_PORT}/lead/continue/${leadId}`, {
      headers: await asApplicantOf(page, leadId),
    });
    expect(first.status()).toBe(404);
    await expect(fresh.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(fresh.getByRole('contentinfo')).toHaveCSS('opacity', '1');
    await a11y.check(fresh);
    await fresh.getByRole('button', { name: 'Atrás' }).click();
    await expect(fresh).toHaveURL(/\/personal-details$/);
    await expect(fresh.locator('#field-personalDetails__firstName')).toHaveValue('María');
    await expect(fresh.locator('#field-personalDetails__personalCode')).toHaveValue('LOGM900820MDFPRR04');
    await a11y.check(fresh);

    // The link worked once: opened again, it says so in Spanish and shows nothing of the lead.
    const again = await other.newPage();
    await again.goto(link);
    await expect(again.getByTestId('resume-failed')).toBeVisible();
    await expect(again.getByText(/funciona una sola vez/)).toBeVisible();
    await expect(again.locator('body')).not.toContainText('María');
    await a11y.check(again);
    await other.close();
  });

  test('the unsubscribe link asks first, then unsubscribes the address with the API', async ({
    page,
    a11y,
  }) => {
    const email = 'maria.lopez@example.com';
    // Signed as the lender's mailer signs every message's link (docs/adr/0027).
    const signature = unsubscribeSignature(createSigner(E2E_SIGNING_SECRET), email);
    await page.goto(`./unsubscribe?${new URLSearchParams({ email, signature })}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Dejar de recibir correos promocionales',
    );
    // The page shows enough of the address to recognise it, not all of it.
    await expect(page.getByText('ma•••••••••@example.com')).toBeVisible();
    await a11y.check();

    const sent = page.waitForResponse((response) => response.url().includes('/customer/email/unsubscribe'));
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    const response = await sent;
    expect(response.ok()).toBe(true);
    expect(new URL(response.url()).searchParams.get('email')).toBe('maria.lopez@example.com');
    await expect(page.getByRole('status')).toHaveText(
      'Listo: ma•••••••••@example.com ya no recibirá correos promocionales.',
    );
    await a11y.check();

    await page.goto('./unsubscribe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Este enlace para darte de baja está incompleto',
    );
    await a11y.check();
  });
});
