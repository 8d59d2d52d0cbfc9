import { expect, test } from './fixtures/test.ts';
import { checkedLead, expectAccepted, leadStatus, resumeAt } from './support/after-offer.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

const problem = 'Hay un problema';

test.describe('after the offer: vehicle, public assistance and debts', () => {
  test('the vehicle offered as collateral: a year the model was not made is refused, then it is sent', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step16');
    expect(lead.status).toMatchObject({ status: 'partner-step', state: 16 });
    await resumeAt(page, a11y, lead.id, '/vehicle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu vehículo');
    await a11y.check();

    await page.getByRole('combobox', { name: 'Marca' }).selectOption('Nissan');
    await page.getByRole('combobox', { name: 'Modelo' }).selectOption('Tsuru');
    const year = page.getByRole('textbox', { name: 'Año del modelo' });
    await year.fill('2020');
    await page.getByRole('textbox', { name: 'Placas' }).fill('abc-123-d');
    await page.getByRole('group', { name: '¿Todavía estás pagando el vehículo?' }).getByLabel('No').check();
    await page.getByLabel('Solo a mi nombre').check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: problem })).toBeFocused();
    await expect(page.locator('#step-year-error')).toHaveText(
      'El Nissan Tsuru se fabricó de 1992 a 2017. Revisa el año o el modelo.',
    );
    await a11y.check();

    await year.fill('2012');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectAccepted(page);
    await a11y.check();
  });

  test('public assistance: an amount in words is refused, then the aid is sent', async ({ page, a11y }) => {
    const lead = await checkedLead(page.request, 'step24');
    await resumeAt(page, a11y, lead.id, '/aide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apoyos del gobierno');
    await a11y.check();

    await page.getByRole('group', { name: '¿Recibes algún apoyo del gobierno?' }).getByLabel('Sí').check();
    await page.getByLabel('Programa social del gobierno').check();
    const amount = page.getByRole('textbox', { name: '¿Cuánto recibes al mes? (en MXN)' });
    await amount.fill('mil pesos');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: problem })).toBeFocused();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await a11y.check();

    await amount.fill('3,100.50');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectAccepted(page);
  });

  test('existing debts: a debt left half done is refused, a reload keeps the list, two debts are sent', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step31');
    await resumeAt(page, a11y, lead.id, '/customer-debts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tus deudas actuales');
    await a11y.check();

    await page.getByRole('group', { name: '¿Tienes deudas actualmente?' }).getByLabel('Sí').check();
    const first = page.getByRole('group', { name: 'Deuda 1' });
    await first.getByRole('textbox', { name: '¿A quién le debes?' }).fill('BBVA');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: problem })).toBeFocused();
    await expect(first.getByRole('combobox', { name: 'Tipo de deuda' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await a11y.check();

    await first.getByRole('combobox', { name: 'Tipo de deuda' }).selectOption('credit-card');
    await first.getByRole('textbox', { name: 'Saldo por pagar' }).fill('12,000');
    await first.getByRole('textbox', { name: 'Pago mensual' }).fill('1,500');
    await first.getByLabel('No').check();
    // A reload right after the change keeps it: the draft is saved on pagehide.
    await page.reload();
    await expect(first.getByRole('textbox', { name: 'Pago mensual' })).toHaveValue('1,500');

    await page.getByRole('button', { name: 'Agregar otra deuda' }).click();
    const second = page.getByRole('group', { name: 'Deuda 2' });
    await expect(second.getByRole('textbox', { name: '¿A quién le debes?' })).toBeFocused();
    await second.getByRole('textbox', { name: '¿A quién le debes?' }).fill('Coppel');
    await second.getByRole('combobox', { name: 'Tipo de deuda' }).selectOption('other');
    await second.getByRole('textbox', { name: 'Saldo por pagar' }).fill('3000');
    await second.getByRole('textbox', { name: 'Pago mensual' }).fill('450.50');
    await second.getByLabel('Sí').check();
    await expect(page.getByTestId('debts-total')).toHaveText('Tus pagos mensuales suman $1,950.50.');
    await a11y.check();

    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectAccepted(page);
    expect((await leadStatus(page, lead.id)).state).toBe(10);
  });
});
