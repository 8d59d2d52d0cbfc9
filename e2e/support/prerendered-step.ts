/**
 * Issue 16: the first step is in the HTML (docs/adr/0021). Before the app's scripts run the page already shows the
 * step's heading, fields and Next in the variant's language; axe reads that markup as it is (prerender-hydration.spec.ts
 * checks what React does with it). Run at the start of each variant's journey: a spec of its own cost every variant a
 * second test, with its own page and fixtures.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
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
 * The landing's HTML as it comes, before any of the app's scripts: the step in the variant's language, every control
 * labellable, Next, the notice a browser without JavaScript shows in the variant's language, no stylesheet fetched
 * before the first paint (its rules are inlined); then axe on it. The journey's page loads it once with only the
 * app's own scripts refused (the head's inline scripts run: axe runs on timers, which a page with JavaScript off never
 * fires). What JavaScript off itself does to the page (the notice shown, Next sending nothing) is the same markup and
 * styles in every variant: first-visit.spec.ts checks it in a browser without JavaScript, once. The page is left on
 * that HTML, its scripts allowed again.
 */
export async function expectPrerenderedStep(
  page: Page,
  market: ProjectMarket,
  a11y: A11yGuard,
): Promise<void> {
  const { country } = market;
  const texts = fieldsTexts(country.locale);
  const appScripts = /\/assets\/.*\.js$/;
  await page.route(appScripts, (route) => route.abort());
  // The step's styles are in the HTML: a stylesheet fetched on the way would hold the first paint for a round trip.
  const stylesheets: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  };
  page.on('request', onRequest);
  await page.goto('./');
  page.off('request', onRequest);
  expect(stylesheets, 'stylesheets the landing waits for').toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[country.locale]);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const titleShown = (await heading.textContent())?.trim();
  expect(Object.values(texts.steps).map((step) => step.title)).toContain(titleShown);
  await expect(page.locator(FIRST_TEXT_FIELD).first()).toBeVisible();
  // Every control is one a label can name.
  const ids = await page
    .locator('main form input:not([type="hidden"]), main form select')
    .evaluateAll((controls) => controls.map((control) => control.id));
  expect(ids.length).toBeGreaterThan(0);
  expect(ids.filter((id) => id === '')).toEqual([]);
  await expect(page.locator('main form button[type="submit"]')).toHaveText(texts.form.next);
  // With scripting on, a <noscript>'s content is its markup as text.
  expect(await page.locator('noscript').allTextContents()).toContainEqual(
    expect.stringContaining(market.texts.shell.needsJavaScript),
  );
  await a11y.check();
  await page.unroute(appScripts);
}
