/**
 * Issue 16: the first step is in the HTML (docs/adr/0021). With JavaScript off the page already shows the step's
 * heading, fields and Next in the variant's language (prerender-hydration.spec.ts checks what React does with it).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { LANGUAGE_TAGS } from '#markets/matrix.ts';
import { expect, test } from './fixtures/test.ts';
import { FIRST_TEXT_FIELD } from './support/first-step.ts';
import { marketOf } from './support/market.ts';

/** The texts of the fields namespace the test reads. */
const fieldsTextsSchema = z.object({
  form: z.object({ next: z.string() }),
  steps: z.record(z.string(), z.object({ title: z.string().optional() })),
});

function fieldsTexts(locale: string) {
  const file = resolve(import.meta.dirname, '../public/locales', locale, 'fields.json');
  return fieldsTextsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

test.describe('the prerendered first step', () => {
  test('shows the heading, the fields and Next in the variant language without JavaScript', async ({
    page,
    browser,
    baseURL,
    a11y,
  }, testInfo) => {
    const { country } = marketOf(testInfo);
    const texts = fieldsTexts(country.locale);
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const html = await noScript.newPage();
    await html.goto('./');
    await expect(html.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[country.locale]);
    const heading = html.getByRole('heading', { level: 1 });
    const titleShown = (await heading.textContent())?.trim();
    expect(Object.values(texts.steps).map((step) => step.title)).toContain(titleShown);
    await expect(html.locator(FIRST_TEXT_FIELD).first()).toBeVisible();
    // Every control is one a label can name.
    const controls = html.locator('main form input:not([type="hidden"]), main form select');
    expect(await controls.count()).toBeGreaterThan(0);
    for (const control of await controls.all()) expect(await control.getAttribute('id')).toBeTruthy();
    await expect(html.locator('main form button[type="submit"]')).toHaveText(texts.form.next);
    await noScript.close();

    // axe needs script in the page: the same HTML is checked where only the app's own scripts are refused.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleShown ?? '');
    await a11y.check();
  });
});
