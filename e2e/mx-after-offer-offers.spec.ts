import { expect, test } from './fixtures/test.ts';
import { checkedLead, expectAccepted, resumeAt } from './support/after-offer.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

const problem = 'Hay un problema';

test.describe("after the offer: the partner's offers", () => {
  test('the sale: no answer is refused, accepting the offer leads on', async ({ page, a11y }) => {
    const lead = await checkedLead(page.request, 'step17');
    expect(lead.status).toMatchObject({ status: 'partner-step', state: 17 });
    await resumeAt(page, a11y, lead.id, '/sale');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu oferta de Finanzas Aliadas');
    await expect(page.getByTestId('offer-amount')).toHaveText('$10,000');
    await a11y.check();

    await page.getByRole('button', { name: 'Enviar mi respuesta' }).click();
    await expect(page.getByRole('alert').filter({ hasText: problem })).toBeFocused();
    await expect(page.locator('#step-answer-error')).toHaveText('Elige una de las opciones.');
    await a11y.check();

    await page.getByRole('radio', { name: 'Aceptar la oferta' }).check();
    await page.getByRole('button', { name: 'Enviar mi respuesta' }).click();
    await expectAccepted(page);
  });

  test('the offer choice: one of three loans, each read in full', async ({ page, a11y }) => {
    const lead = await checkedLead(page.request, 'step37');
    await resumeAt(page, a11y, lead.id, '/offer-choice');
    await expect(page.getByRole('radio')).toHaveCount(3);
    await a11y.check();

    await page.getByRole('button', { name: 'Elegir este préstamo' }).click();
    await expect(page.getByRole('alert').filter({ hasText: problem })).toBeFocused();
    await a11y.check();

    await page
      .getByRole('radio', {
        name: /^\$10,000 a 18 meses: \$[\d,.]+ al mes, [\d.]+\s?% anual, total a pagar \$[\d,.]+$/,
      })
      .check();
    await page.getByRole('button', { name: 'Elegir este préstamo' }).click();
    await expectAccepted(page);
  });

  test('the payment method: a mistyped CLABE is refused, a valid one leads on', async ({ page, a11y }) => {
    const lead = await checkedLead(page.request, 'step19');
    await resumeAt(page, a11y, lead.id, '/payment-link');
    await a11y.check();

    await page.getByRole('radio', { name: 'Transferencia a mi cuenta' }).check();
    const clabe = page.getByRole('textbox', { name: 'CLABE interbancaria' });
    await clabe.fill('002010077777777772');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: problem })).toBeFocused();
    await expect(page.locator('#step-account-error')).toHaveText(/Esta CLABE no es válida/);
    await expect(clabe).toHaveAttribute('aria-invalid', 'true');
    await a11y.check();

    await clabe.fill('002 010 07777777777 1');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectAccepted(page);
  });

  test("the second partner's offer: more than approved is refused, a smaller loan is accepted", async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step39');
    await resumeAt(page, a11y, lead.id, '/partner-offer-2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajusta tu oferta de Provident');
    await page.getByRole('radio', { name: 'Aceptar, con el monto y el plazo que elija' }).check();
    await a11y.check();

    const amount = page.getByRole('textbox', { name: 'Monto' });
    await amount.fill('20000');
    await page.getByRole('button', { name: 'Enviar mi respuesta' }).click();
    await expect(page.locator('#step-amount-error')).toHaveText('Escribe un monto de $10,000 o menos.');
    await a11y.check();

    await amount.fill('8000');
    await page.getByRole('textbox', { name: 'Plazo en meses' }).fill('18');
    await expect(page.getByTestId('adjust-estimate')).toContainText('$');
    await page.getByRole('button', { name: 'Enviar mi respuesta' }).click();
    await expectAccepted(page);
  });
});
