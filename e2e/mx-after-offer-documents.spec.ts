import { expect, test } from './fixtures/test.ts';
import { checkedLead, expectAccepted, resumeAt } from './support/after-offer.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

/** A 1x1 PNG, made here so the test carries no binary fixture. */
const pixel = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
});

test.describe('after the offer: the identity document', () => {
  test('the details and both sides of the voter card, checked before sending, lead to the offer', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step30');
    expect(lead.status).toMatchObject({ status: 'partner-step', state: 30 });
    await resumeAt(page, a11y, lead.id, '/id-upload');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu identificación oficial');
    await a11y.check();

    const send = page.getByRole('button', { name: 'Enviar la identificación' });
    await send.click();
    const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: /frente de la identificación/ })).toBeVisible();
    await a11y.check();

    await page.getByRole('radio', { name: 'Credencial para votar (INE)' }).check();
    await page.getByRole('textbox', { name: 'Número de la identificación' }).fill('IDMEX1234567');
    await page.getByRole('textbox', { name: 'Fecha de vencimiento (opcional)' }).fill('31/12/2099');
    await page.getByLabel('Frente de la identificación').setInputFiles(pixel('frente.png'));
    await page.getByLabel('Reverso de la identificación').setInputFiles(pixel('reverso.png'));
    await expect(page.getByRole('img', { name: 'Vista previa: Frente de la identificación' })).toBeVisible();
    await expect(page.getByTestId('upload-back')).toContainText('reverso.png: listo para enviar');
    await a11y.check();

    await send.click();
    await expectAccepted(page);
    await a11y.check();
  });

  test('the applicant may bring the document later', async ({ page, a11y }) => {
    const lead = await checkedLead(page.request, 'step30');
    await resumeAt(page, a11y, lead.id, '/id-upload');
    await a11y.check();
    await page.getByRole('button', { name: 'Llevaré la identificación después' }).click();
    await expectAccepted(page);
    await a11y.check();
  });
});
