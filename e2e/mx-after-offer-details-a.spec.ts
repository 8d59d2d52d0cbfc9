import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { checkedLead, expectAccepted, leadStatus, resumeAt } from './support/after-offer.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

const problem = (page: Page) => page.getByRole('alert').filter({ hasText: 'Hay un problema' });

test.describe('after the offer: employment, personal and professional details', () => {
  test('the employer and income: a refusal at the field, a reload keeps the typing, then the offer', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step21');
    expect(lead.status).toMatchObject({ status: 'partner-step', state: 21 });
    await resumeAt(page, a11y, lead.id, '/additional-employment-details');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dónde trabajas');
    await a11y.check();

    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    await box('Nombre del empleador').fill('Grupo Industrial del Valle');
    await box('Tu puesto').fill('Contadora');
    await box('Calle').fill('Av. Insurgentes Sur');
    await box('Número exterior').fill('1602');
    await box('Código postal').fill('0394');
    await box('Ciudad').fill('Ciudad de México');
    await box('Estado').fill('Ciudad de México');
    await box('Teléfono del trabajo').fill('55 1234 5678');
    await box('Fecha en que empezaste en este empleo').fill('15/03/2020');
    await box('Ingreso mensual neto').fill('18,500.50');
    await box('Día del mes en que te pagan').fill('15');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(problem(page)).toBeFocused();
    await expect(box('Código postal')).toHaveAttribute('aria-invalid', 'true');
    await a11y.check();

    await box('Código postal').fill('03940');
    // A reload right after the change keeps it: the draft is saved on pagehide.
    await page.reload();
    await expect(box('Código postal')).toHaveValue('03940');
    await expect(box('Ingreso mensual neto')).toHaveValue('18,500.50');
    await a11y.check();

    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectAccepted(page);
    const status = await leadStatus(page, lead.id);
    expect(status.state).toBe(10);
  });

  test('know-your-customer details: an id number refused, then the offer', async ({ page, a11y }) => {
    const lead = await checkedLead(page.request, 'step22');
    await resumeAt(page, a11y, lead.id, '/additional-personal-details');
    const citizenship = page.getByRole('combobox', { name: 'Nacionalidad' });
    await expect(citizenship).toBeVisible();
    await a11y.check();

    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    await box('Apellido materno (opcional)').fill('López');
    await box('Número de tu INE').fill('AB1');
    await box('Fecha de emisión').fill('20/05/2019');
    await box('Emitida por').fill('INE');
    await citizenship.selectOption('MX');
    await page.getByRole('combobox', { name: 'País de nacimiento' }).selectOption('MX');
    await box('Ciudad de nacimiento').fill('Puebla');
    for (const question of [/cargo público destacado/, /familiar cercano o socio/])
      await page.getByRole('group', { name: question }).getByLabel('No', { exact: true }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(problem(page)).toBeFocused();
    await expect(page.locator('#step-idCardNumber-error')).toHaveText(/de 4 a 20 letras y números/);
    await a11y.check();

    await box('Número de tu INE').fill('HRLPMR90031509M800');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectAccepted(page);
  });

  test('occupation: the choices follow the income source, then the offer', async ({ page, a11y }) => {
    const lead = await checkedLead(page.request, 'step27');
    await resumeAt(page, a11y, lead.id, '/professional-details');
    await expect(page.getByRole('radio', { name: 'Empleado' })).toBeVisible();
    await a11y.check();

    await page.getByRole('radio', { name: 'Empleado' }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(problem(page)).toBeFocused();
    await expect(page.getByRole('combobox', { name: 'Giro o sector' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await a11y.check();

    await page.getByRole('combobox', { name: 'Giro o sector' }).selectOption('health');
    await page.getByRole('combobox', { name: 'Tu puesto' }).selectOption('employee');
    await page.getByRole('textbox', { name: 'Nombre del puesto' }).fill('Enfermera');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectAccepted(page);
  });
});
