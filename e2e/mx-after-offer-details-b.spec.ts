import { expect, test } from './fixtures/test.ts';
import { checkedLead, expectAccepted, resumeAt } from './support/after-offer.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

test.describe('after the offer: family, spending and references', () => {
  test('marital details: the spouse is asked only for a married applicant, then the offer', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step23');
    expect(lead.status).toMatchObject({ status: 'partner-step', state: 23 });
    await resumeAt(page, a11y, lead.id, '/marital-details');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu situación familiar');
    await a11y.check();

    await page.getByRole('radio', { name: 'Casado(a)' }).check();
    const income = page.getByRole('textbox', { name: 'Su ingreso mensual' });
    await expect(income).toHaveAttribute('inputmode', 'decimal');
    await page.getByRole('textbox', { name: '¿Cuántas personas dependen económicamente de ti?' }).fill('2');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Hay un problema' })).toBeFocused();
    await expect(page.locator('#step-spouseFirstName-error')).toHaveText('Llena este campo para continuar.');
    await a11y.check();

    await page.getByRole('textbox', { name: 'Su nombre' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Sus apellidos' }).fill('López Pérez');
    await income.fill('8,500');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectAccepted(page);
    await a11y.check();
  });

  test('partner credit details: an amount of 0 for rent is refused, then the offer', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step26');
    expect(lead.status).toMatchObject({ status: 'partner-step', state: 26 });
    await resumeAt(page, a11y, lead.id, '/credit-details');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tus gastos mensuales');
    await expect(page.getByText(/por mes, en MXN/)).toBeVisible();
    await a11y.check();

    await page.getByRole('radio', { name: 'Pago renta' }).check();
    const rent = page.getByRole('textbox', { name: 'Renta al mes' });
    await rent.fill('0');
    await page.getByRole('textbox', { name: 'Otros gastos de vida al mes' }).fill('6000');
    await page
      .getByRole('group', { name: /otros créditos/ })
      .getByRole('radio', { name: 'No' })
      .check();
    await page
      .getByRole('group', { name: /atrasado/ })
      .getByRole('radio', { name: 'No' })
      .check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Hay un problema' })).toBeFocused();
    await expect(page.locator('#step-rentAmount-error')).toHaveText(/Escribe el monto que pagas/);
    await expect(rent).toHaveAttribute('aria-invalid', 'true');
    await a11y.check();

    await rent.fill('4,500');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectAccepted(page);
    await a11y.check();
  });

  test('references: a short number is refused, a second reference kept through a reload, then the offer', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step32');
    expect(lead.status).toMatchObject({ status: 'partner-step', state: 32 });
    await resumeAt(page, a11y, lead.id, '/reference-details');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personas que te conocen');
    await a11y.check();

    const first = page.getByRole('group', { name: 'Referencia 1' });
    await first.getByRole('textbox', { name: 'Nombre completo' }).fill('José Hernández');
    await first.getByRole('textbox', { name: 'Número de teléfono' }).fill('55 8765');
    await first
      .getByRole('combobox', { name: '¿Qué relación tienes con esta persona?' })
      .selectOption('family');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Hay un problema' })).toBeFocused();
    await expect(page.locator('#step-references-0-phoneNumber-error')).toHaveText(
      /Este número está incompleto/,
    );
    await a11y.check();

    await first.getByRole('textbox', { name: 'Número de teléfono' }).fill('55 8765 4321');
    await page.getByRole('button', { name: 'Agregar otra referencia' }).click();
    const second = page.getByRole('group', { name: 'Referencia 2' });
    await expect(second.getByRole('textbox', { name: 'Nombre completo' })).toBeFocused();
    await second.getByRole('textbox', { name: 'Nombre completo' }).fill('Lucía Ramos');
    await second.getByRole('textbox', { name: 'Número de teléfono' }).fill('33 1234 5678');
    await second
      .getByRole('combobox', { name: '¿Qué relación tienes con esta persona?' })
      .selectOption('colleague');
    // A reload right after the change keeps it: the draft is saved on pagehide.
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Referencia 2' }).getByRole('textbox', { name: 'Nombre completo' }),
    ).toHaveValue('Lucía Ramos');
    await a11y.check();

    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectAccepted(page);
    await a11y.check();
  });
});
