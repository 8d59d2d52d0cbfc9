import type { Page } from '@playwright/test';
import { z } from 'zod';
import { expect, test } from './fixtures/test.ts';
import { API, asApplicantOf, checkedLead, expectAccepted, resumeAt } from './support/after-offer.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

const box = (page: Page, title: string) => page.getByRole('checkbox', { name: new RegExp(`^${title}`) });
const save = (page: Page) => page.getByRole('button', { name: 'Guardar y continuar' });
const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'Hay un problema' });

test.describe('after the offer: consents', () => {
  test('policy consents: each policy answered, a required one refused unticked, ticks kept over a reload', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step20');
    expect(lead.status).toMatchObject({ status: 'partner-step', state: 20 });
    await resumeAt(page, a11y, lead.id, '/consents');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tus autorizaciones');
    await expect(box(page, 'Términos y condiciones \\(obligatorio\\)')).not.toBeChecked();
    await expect(box(page, 'Publicidad \\(opcional\\)')).not.toBeChecked();
    await a11y.check();

    await box(page, 'Términos y condiciones').check();
    await box(page, 'Aviso de privacidad').check();
    await save(page).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText(
      'Marca “Consulta a Buró de Crédito” para aceptarlo y continuar.',
    );
    await a11y.check();

    await box(page, 'Consulta a Buró de Crédito').check();
    // A reload right after the change keeps it: the draft is saved on pagehide.
    await page.reload();
    await expect(box(page, 'Consulta a Buró de Crédito')).toBeChecked();
    await expect(box(page, 'Publicidad')).not.toBeChecked();
    await a11y.check();

    await save(page).click();
    await expectAccepted(page);
  });

  test('dynamic consents: "accept all" ticks every box, one is unticked again, and the step is done', async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step35');
    await resumeAt(page, a11y, lead.id, '/dynamic-consents');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algunas autorizaciones más');
    await a11y.check();

    await save(page).click();
    await expect(summary(page)).toBeFocused();
    await a11y.check();

    await page.getByRole('button', { name: 'Aceptar todo' }).click();
    await box(page, 'Publicidad').uncheck();
    await save(page).click();
    await expectAccepted(page);
  });

  test("partner consents: the partner's consents answered and stored, then the offer", async ({
    page,
    a11y,
  }) => {
    const lead = await checkedLead(page.request, 'step29');
    await resumeAt(page, a11y, lead.id, '/partner-consents');
    await expect(box(page, 'Consulta a Buró de Crédito \\(obligatorio\\)')).not.toBeChecked();
    await a11y.check();

    await box(page, 'Compartir con socios').check();
    await save(page).click();
    await expect(summary(page)).toBeFocused();
    await a11y.check();

    await box(page, 'Consulta a Buró de Crédito').check();
    await save(page).click();
    await expectAccepted(page);

    const stored = await page.request.get(`${API}/customer/${lead.id}/consents`, {
      headers: await asApplicantOf(page, lead.id),
    });
    const { consents } = z
      .object({ consents: z.array(z.object({ id: z.string(), accepted: z.boolean() })) })
      .parse(await stored.json());
    expect(consents.map(({ id, accepted }) => ({ id, accepted }))).toEqual([
      { id: 'mx-credit-bureau', accepted: true },
      { id: 'mx-marketing', accepted: false },
      { id: 'mx-partner', accepted: true },
    ]);
  });

  test('second partner consents: answered with "accept all", then the offer', async ({ page, a11y }) => {
    const lead = await checkedLead(page.request, 'step36');
    await resumeAt(page, a11y, lead.id, '/partner-consents-second');
    await a11y.check();

    await save(page).click();
    await expect(summary(page)).toBeFocused();
    await a11y.check();

    await page.getByRole('button', { name: 'Aceptar todo' }).click();
    await save(page).click();
    await expectAccepted(page);
  });
});
