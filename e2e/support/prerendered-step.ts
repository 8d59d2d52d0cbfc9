/**
 * Issue 16: the first step is in the HTML (docs/adr/0021). With JavaScript off the page already shows the step's
 * heading, fields and Next in the variant's language; axe reads that markup as it is (prerender-hydration.spec.ts
 * checks what React does with it). Run at the start of each variant's journey: a spec of its own cost every variant a
 * second test, with its own page and fixtures.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { z } from 'zod';
import { LANGUAGE_TAGS } from '#markets/matrix.ts';
import type { A11yGuard } from '../fixtures/test.ts';
import { FIRST_TEXT_FIELD } from './first-step.ts';
import type { ProjectMarket } from './market.ts';

/** The texts of the fields namespace the check reads. */
const fieldsTextsSchema = z.object({
  form: z.object({ next: z.string() }),
  steps: z.record(z.string(), z.object({ title: z.string().optional() })),
});

function fieldsTexts(locale: string) {
  const file = resolve(import.meta.dirname, '../../public/locales', locale, 'fields.json');
  return fieldsTextsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The landing's HTML with scripts off: the step in the variant's language, every control labellable, no stylesheet
 * fetched before the first paint (its rules are inlined); then axe on the same HTML in the journey's page with only
 * the app's own scripts refused (axe runs on timers, which a page with JavaScript off never fires). The page is left
 * on that HTML, its scripts allowed again.
 */
export async function expectPrerenderedStep(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  market: ProjectMarket,
  a11y: A11yGuard,
): Promise<void> {
  const { country } = market;
  const texts = fieldsTexts(country.locale);
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  let titleShown: string | undefined;
  try {
    const html = await noScript.newPage();
    // The step's styles are in the HTML: a stylesheet fetched on the way would hold the first paint for a round trip.
    const stylesheets: string[] = [];
    html.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await html.goto('./');
    expect(stylesheets, 'stylesheets the landing waits for').toEqual([]);
    await expect(html.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[country.locale]);
    titleShown = (await html.getByRole('heading', { level: 1 }).textContent())?.trim();
    expect(Object.values(texts.steps).map((step) => step.title)).toContain(titleShown);
    await expect(html.locator(FIRST_TEXT_FIELD).first()).toBeVisible();
    // Every control is one a label can name.
    const controls = html.locator('main form input:not([type="hidden"]), main form select');
    expect(await controls.count()).toBeGreaterThan(0);
    for (const control of await controls.all()) expect(await control.getAttribute('id')).toBeTruthy();
    await expect(html.locator('main form button[type="submit"]')).toHaveText(texts.form.next);
  } finally {
    await noScript.close();
  }

  const appScripts = /\/assets\/.*\.js$/;
  await page.route(appScripts, (route) => route.abort());
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleShown ?? '');
  await a11y.check();
  await page.unroute(appScripts);
}
