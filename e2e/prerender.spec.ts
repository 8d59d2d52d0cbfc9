/**
 * Issue 16: the first step is in the HTML (docs/adr/0021). With JavaScript off the page already shows the step's
 * heading, fields and Next in the variant's language; with JavaScript on, React hydrates that markup without moving
 * it, and what the applicant typed before the scripts ran is kept.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Route } from '@playwright/test';
import { loanProductOf } from '../src/markets/loan-products';
import { LANGUAGE_TAGS, type Country, type Product } from '../src/markets/matrix';
import { expect, test } from './fixtures/test';
import { marketOf } from './support/market';

interface FieldsTexts {
  form: { next: string };
  steps: Record<string, { title?: string }>;
}

function fieldsTexts(locale: string): FieldsTexts {
  const file = resolve(import.meta.dirname, '../public/locales', locale, 'fields.json');
  return JSON.parse(readFileSync(file, 'utf8')) as FieldsTexts;
}

const firstTextField =
  'main form input[type="text"], main form input[type="email"], main form input[type="tel"]';

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
    await expect(html.locator(firstTextField).first()).toBeVisible();
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

  test('keeps what was typed before hydration and does not move the step', async ({ page, a11y }) => {
    // The scripts wait until the applicant has typed: the page is the HTML alone until then.
    let release: () => void = () => undefined;
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = async (route: Route) => {
      await typed;
      await route.continue();
    };
    await page.route(/\/assets\/.*\.js$/, held);

    await page.goto('./', { waitUntil: 'domcontentloaded' });
    const field = page.locator(firstTextField).first();
    await expect(field).toBeVisible();
    await a11y.check();
    const heading = page.getByRole('heading', { level: 1 });
    const before = { heading: await heading.textContent(), box: await page.locator('main').boundingBox() };
    await field.fill('12345');
    const id = await field.getAttribute('id');
    release();

    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    const same = page.locator(`[id="${id}"]`);
    await expect(same).toBeFocused();
    expect((await same.inputValue()).replace(/\D/g, '')).toBe('12345');
    expect(await heading.textContent()).toBe(before.heading);
    expect(await page.locator('main').boundingBox()).toEqual(before.box);

    // React holds the value too: a re-render (Next shows the step's errors) leaves it in the field.
    await page.locator('main form button[type="submit"]').click();
    if ((await heading.textContent()) === before.heading)
      expect((await same.inputValue()).replace(/\D/g, '')).toBe('12345');
  });

  test('hides the default step from a landing that fills the form until its own values are drawn', async ({
    page,
    a11y,
  }, testInfo) => {
    // The product's largest amount: always valid, never its default.
    const { country, product } = testInfo.project.metadata as { country: Country; product: Product };
    const amount = loanProductOf({ country, product }).amount.max;
    let release: () => void = () => undefined;
    const seen = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await seen;
      await route.continue();
    });
    await page.goto(`./?amount=${amount}`, { waitUntil: 'domcontentloaded' });
    // The HTML holds the first visit's step, with the product's default amount: not shown to this visit.
    let prerenderedTitle: string | null = null;
    try {
      await expect(page.locator('#main')).toHaveCSS('visibility', 'hidden');
      prerenderedTitle = await page.locator('h1').textContent();
    } finally {
      release();
    }

    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(page.locator('#main')).toHaveCSS('visibility', 'visible');
    // The loan step shows the landing's amount; a classic variant whose landing chose the loan opens the next step.
    const amountField = page.locator('#field-amount');
    if ((await amountField.count()) > 0)
      expect((await amountField.inputValue()).replace(/\D/g, '')).toBe(String(amount));
    else await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(prerenderedTitle ?? '');
    await a11y.check();
  });
});
