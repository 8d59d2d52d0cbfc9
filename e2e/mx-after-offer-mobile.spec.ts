import { expect, test } from './fixtures/test.ts';
import {
  API,
  asApplicantOf,
  checkedLead,
  expectAccepted,
  leadStatus,
  resumeAt,
} from './support/after-offer.ts';
import { E2E_CODE_RESEND_SECONDS } from './targets.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

test.describe('after the offer: the mobile number', () => {
  test('codes are limited: the sixth try is refused even when right, and a refused resend says how long to wait', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'verify');
    const code = lead.status.status === 'mobile-verification' ? lead.status.verification.developmentCode : '';
    await resumeAt(page, a11y, lead.id, '/mobile-verification');
    const field = page.getByRole('textbox', { name: 'Código del SMS (6 dígitos)' });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await field.fill(wrong);
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await expect(page.locator('#step-code-error')).toHaveText(/Ese código no es correcto/);
    }
    await field.fill(code ?? '');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.locator('#step-code-error')).toHaveText(
      'Demasiados intentos con este código. Pide un código nuevo.',
    );
    await expect(page).toHaveURL(/\/mobile-verification$/);
    await a11y.check();

    // Five codes an hour per lead: the decision sent one, four more go out (as another tab of the applicant would
    // ask), and the page's own resend is refused with the wait, in Spanish, the code typed still there.
    const headers = await asApplicantOf(page, lead.id);
    for (let send = 0; send < 4; send += 1) {
      await page.waitForTimeout(E2E_CODE_RESEND_SECONDS * 1000 + 100);
      const sent = await page.request.post(`${API}/v2/customer/mobile/resend-code`, {
        headers,
        data: { id: lead.id },
      });
      expect(sent.status(), await sent.text()).toBe(200);
    }
    const early = await page.request.post(`${API}/v2/customer/mobile/resend-code`, {
      headers,
      data: { id: lead.id },
    });
    expect(early.status()).toBe(429);
    expect(Number(early.headers()['retry-after'])).toBeGreaterThan(0);
    await page.waitForTimeout(E2E_CODE_RESEND_SECONDS * 1000 + 100);
    await page.getByRole('button', { name: 'Enviar un código nuevo' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Podrás pedir un código nuevo en \d+ minutos\.$/);
    await expect(field).toHaveValue(code ?? '');
    await a11y.check();
  });

  test('a wrong code is said at the field; the code from the text message leads to the offer', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'verify');
    expect(lead.status.status).toBe('mobile-verification');
    const code = lead.status.status === 'mobile-verification' ? lead.status.verification.developmentCode : '';
    expect(code).toMatch(/^\d{6}$/);

    await resumeAt(page, a11y, lead.id, '/mobile-verification');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirma tu número de celular');
    await expect(page.getByText('*********678')).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Código del SMS (6 dígitos)' });
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await a11y.check();

    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Hay un problema' })).toBeFocused();
    await a11y.check();

    const wrong = code === '000000' ? '111111' : '000000';
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.locator('#step-code-error')).toHaveText(/Ese código no es correcto/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(code ?? '');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expectAccepted(page);
    await a11y.check();

    // After the offer the verification page is gone from history: back does not return to it.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/mobile-verification$/);
  });

  test('changing the number sends a new code there, and a reload keeps the number typed', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'verify');
    await resumeAt(page, a11y, lead.id, '/mobile-verification');
    await a11y.check();
    await page.getByRole('button', { name: 'Cambiar el número' }).click();
    await expect(page).toHaveURL(/\/change-mobile-number$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const phone = page.getByRole('textbox', { name: 'Número de celular' });
    await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await a11y.check();

    await phone.fill('123');
    await page.getByRole('button', { name: 'Enviar el código' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Hay un problema' })).toBeFocused();
    await a11y.check();

    await phone.fill('5587654321');
    // A reload right after the change keeps it: the draft is saved on pagehide.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Número de celular' })).toHaveValue('5587654321');
    await a11y.check();

    await page.getByRole('button', { name: 'Enviar el código' }).click();
    await expect(page).toHaveURL(/\/mobile-verification$/);
    await expect(page.getByText('*******321')).toBeVisible();
    await a11y.check();
    const status = await leadStatus(page, lead.id);
    const code = status.status === 'mobile-verification' ? status.verification.developmentCode : undefined;
    expect(code).toMatch(/^\d{6}$/);
    await page.getByRole('textbox', { name: 'Código del SMS (6 dígitos)' }).fill(code ?? '');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expectAccepted(page);
  });

  test('a lender that asks for a new number first: the change-number step leads on to the offer', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step15');
    expect(lead.status).toMatchObject({ status: 'partner-step', state: 15 });
    await resumeAt(page, a11y, lead.id, '/change-mobile-number');
    // Reached from the lender, not from the code page: there is no code to go back to.
    await expect(page.getByRole('button', { name: 'Volver al código' })).toHaveCount(0);
    await a11y.check();
    await page.getByRole('textbox', { name: 'Número de celular' }).fill('5587654321');
    await page.getByRole('button', { name: 'Enviar el código' }).click();
    await expectAccepted(page);
  });
});
