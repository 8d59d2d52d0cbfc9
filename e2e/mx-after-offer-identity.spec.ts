import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { checkedLead, expectAccepted, leadStatus, resumeAt } from './support/after-offer.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'Hay un problema' });

test.describe('after the offer: identity', () => {
  test('CNP (Romania): a mistyped CNP is refused at the field, a valid one leads to the offer', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step28');
    expect(lead.status).toMatchObject({ status: 'partner-step', state: 28 });
    await resumeAt(page, a11y, lead.id, '/cnp');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu código numérico personal (CNP)');
    const cnp = page.getByRole('textbox', { name: 'CNP' });
    await expect(cnp).toHaveAttribute('inputmode', 'numeric');
    await a11y.check();

    await cnp.fill('1630615123458');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(summary(page)).toBeFocused();
    await expect(page.locator('#step-cnp-error')).toHaveText(/Este CNP no es válido/);
    await a11y.check();

    await cnp.fill('163 0615 123457');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectAccepted(page);
    await a11y.check();
  });

  for (const { state, path, title, submit } of [
    { state: 33, path: '/wniosek', title: 'Tu solicitud (wniosek)', submit: 'Enviar la solicitud' },
    { state: 34, path: '/wniosek-uzupelnienie', title: 'Completa tu solicitud', submit: 'Enviar los datos' },
  ]) {
    test(`wniosek (Poland, state ${state}): a mistyped PESEL is refused, the form kept over a reload and sent`, async ({
      page,
      a11y,
    }) => {
      const lead = await checkedLead(page.request, `step${state}`);
      expect(lead.status).toMatchObject({ status: 'partner-step', state });
      await resumeAt(page, a11y, lead.id, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await a11y.check();

      const pesel = page.getByRole('textbox', { name: 'PESEL' });
      await pesel.fill('44051401358');
      await page.getByRole('textbox', { name: 'Número del documento de identidad' }).fill('aba 300000');
      await page.getByRole('textbox', { name: 'Apellido de soltera de tu madre' }).fill('Kowalska');
      await page
        .getByRole('textbox', { name: 'Número de cuenta bancaria' })
        .fill('61 1090 1014 0000 0712 1981 2874');
      await page.getByRole('button', { name: submit }).click();
      await expect(summary(page)).toBeFocused();
      await expect(page.locator('#step-pesel-error')).toHaveText(/Este PESEL no es válido/);
      await expect(pesel).toHaveAttribute('aria-invalid', 'true');
      await a11y.check();

      await pesel.fill('44051401359');
      // A reload right after the change keeps it: the draft is saved on pagehide.
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Apellido de soltera de tu madre' })).toHaveValue(
        'Kowalska',
      );
      // Identifiers and accounts are never stored (docs/adr/0011): after a reload they are typed again.
      await expect(pesel).toHaveValue('');
      await a11y.check();
      await pesel.fill('44051401359');
      await page.getByRole('textbox', { name: 'Número del documento de identidad' }).fill('aba 300000');
      await page
        .getByRole('textbox', { name: 'Número de cuenta bancaria' })
        .fill('61 1090 1014 0000 0712 1981 2874');

      await page.getByRole('button', { name: submit }).click();
      await expectAccepted(page);
    });
  }

  test('bank data: a mistyped CLABE is refused, a valid one with its holder leads to the offer', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step9');
    expect(lead.status).toMatchObject({ status: 'partner-step', state: 9 });
    await resumeAt(page, a11y, lead.id, '/bank-data');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Dónde te pagamos el préstamo?');
    await a11y.check();

    const clabe = page.getByRole('textbox', { name: 'CLABE' });
    await clabe.fill('002010077777777772');
    await page.getByRole('textbox', { name: 'Titular de la cuenta' }).fill('María Hernández López');
    await page.getByRole('button', { name: 'Guardar la cuenta' }).click();
    await expect(summary(page)).toBeFocused();
    await expect(page.locator('#step-iban-error')).toHaveText(/Esta CLABE no es válida/);
    await a11y.check();

    await clabe.fill('002 010 07777777777 1');
    await page.getByRole('button', { name: 'Guardar la cuenta' }).click();
    await expectAccepted(page);
  });

  test('bank data: "I will give it later" skips the step', async ({ page, a11y }) => {
    const lead = await checkedLead(page.request, 'step9');
    await resumeAt(page, a11y, lead.id, '/bank-data');
    await a11y.check();
    await page.getByRole('button', { name: 'La daré más tarde' }).click();
    await expectAccepted(page);
    expect((await leadStatus(page, lead.id)).state).toBe(10);
  });

  test('partner account: passwords that differ are refused; a good one, shown on request, opens the account', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step18');
    expect(lead.status).toMatchObject({ status: 'partner-step', state: 18 });
    await resumeAt(page, a11y, lead.id, '/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crea la contraseña de tu cuenta');
    const password = page.getByLabel('Contraseña', { exact: true });
    const confirmation = page.getByLabel('Escribe la contraseña otra vez');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAttribute('type', 'password');
    await a11y.check();

    await password.fill('sol2024luna');
    await confirmation.fill('sol2024lunas');
    await page.getByRole('button', { name: 'Crear la cuenta' }).click();
    await expect(summary(page)).toBeFocused();
    await expect(page.locator('#step-passwordConfirmation-error')).toHaveText(
      /Las dos contraseñas no coinciden/,
    );
    await a11y.check();

    await page.getByRole('checkbox', { name: 'Mostrar la contraseña' }).check();
    await expect(confirmation).toHaveAttribute('type', 'text');
    await confirmation.fill('sol2024luna');
    await page.getByRole('button', { name: 'Crear la cuenta' }).click();
    await expectAccepted(page);
  });
});
