/**
 * Drives the dynamic (v3) funnel the way an applicant does: on each page it fills the fields it knows an answer
 * for, keeps what is already there (prefills, earlier answers), picks the first choice of a select or radio group
 * it has no answer for, checks required checkboxes, runs axe and presses the submit button, until the funnel
 * leaves the form (checking or an outcome). The last page leads to check your answers (docs/adr/0016), checked
 * with axe too, whose Send button is the way to checking.
 */
import type { Page, TestInfo } from '@playwright/test';
import { IDENTIFIER_DATA_POINTS } from '#contract/identifiers.ts';
import { expect, type A11yGuard } from '../fixtures/test.ts';
import { attachScreenshot } from './artifacts.ts';

/** The control ids of the data points a reload empties (they are never stored). */
const IDENTIFIER_FIELD_IDS = new Set(
  IDENTIFIER_DATA_POINTS.map((name) => `field-${name.replace('.', '__')}`),
);

const FORM_DONE = /\/(checking|accepted|rejected|thank-you|redirected)(\?|$)/;

/** The check-your-answers page between the last form page and checking. */
export const REVIEW_PAGE = /\/check-your-answers(\?|$)/;
export const onReview = (page: Page) => REVIEW_PAGE.test(page.url());

/**
 * On check your answers: the heading focused, axe, a screenshot when given the test (an artifact per variant), then
 * Send; waits until the funnel has left the review.
 */
export async function sendFromReview(page: Page, a11y: A11yGuard, testInfo?: TestInfo) {
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await a11y.check();
  if (testInfo) await attachScreenshot(page, testInfo, 'check-your-answers.png', 'check your answers');
  await page.locator('button.review-send').click();
  await expect(page).not.toHaveURL(REVIEW_PAGE, { timeout: 10_000 });
}

async function fillField(page: Page, id: string, answer: string | undefined) {
  const control = page.locator(`[id="${id}"]`);
  const tag = await control.evaluate((element) => element.tagName.toLowerCase());
  const type = (await control.getAttribute('type')) ?? '';
  if (tag === 'select') {
    const options = await control
      .locator('option')
      .evaluateAll((all: HTMLOptionElement[]) => all.map((option) => option.value).filter(Boolean));
    const value = answer && options.includes(answer) ? answer : (await control.inputValue()) || options[0];
    if (value) await control.selectOption(value);
    return;
  }
  if (type === 'radio') {
    const name = (await control.getAttribute('name')) ?? '';
    const group = page.locator(`input[type="radio"][name="${name}"]`);
    if ((await group.evaluateAll((all: HTMLInputElement[]) => all.some((radio) => radio.checked))) && !answer)
      return;
    const target = answer ? group.and(page.locator(`[value="${answer}"]`)) : group.first();
    await target.check();
    return;
  }
  if (type === 'checkbox') {
    await control.check();
    return;
  }
  // Without an answer, what is there stays (a prefill, an earlier answer, or an optional field left empty).
  if (answer !== undefined) await control.fill(answer);
}

/** Fills the current page's fields from the answers. */
export async function fillCurrentPage(page: Page, answers: Record<string, string>) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const done = new Set<string>();
  // An answer can reveal a question on the same page (the employer when employed): fill until nothing new appears.
  for (let pass = 0; pass < 4; pass++) {
    const ids = await page
      .locator('form :is(input, select, textarea)[id^="field-"]')
      .evaluateAll((all) => [...new Set(all.map((element) => element.id.replace(/-\d+$/, '')))]);
    const fresh = ids.filter((id) => !done.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) {
      done.add(id);
      await fillField(page, id, answers[id.replace(/^field-/, '').replace('__', '.')]);
    }
  }
}

/** Fills and submits a page the applicant got wrong: it must stay, with the error summary focused. */
export async function submitExpectingErrors(page: Page, answers: Record<string, string>, a11y: A11yGuard) {
  const path = new URL(page.url()).pathname;
  await fillCurrentPage(page, answers);
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('.error-summary')).toBeFocused();
  expect(new URL(page.url()).pathname).toBe(path);
  await a11y.check();
}

/** Every text, select and choice value on the page, by field id. */
export async function fieldValues(page: Page) {
  return page
    .locator('form :is(input, select, textarea)[id^="field-"]')
    .evaluateAll((all: (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[]) =>
      Object.fromEntries(
        all.map((element) => [
          element.id,
          element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
            ? element.checked
            : element.value,
        ]),
      ),
    );
}

export interface SubmitOptions {
  /** Reload after filling and before sending, and check nothing typed was lost. */
  reloadFirst?: boolean;
  /**
   * Called at each moment the browser's storage can be read: a page typed (after its reload, which saved its draft,
   * with reloadFirst), a page sent, check your answers shown. One journey then checks what the browser keeps too.
   */
  onStorageMoment?: (when: string) => Promise<void>;
}

/** Fills and submits the current page; returns the path it was on. */
export async function submitCurrentPage(
  page: Page,
  answers: Record<string, string>,
  a11y: A11yGuard,
  options: SubmitOptions = {},
) {
  const path = new URL(page.url()).pathname;
  await fillCurrentPage(page, answers);
  if (options.reloadFirst) {
    const typed = await fieldValues(page);
    // No wait after typing: a reload right after the last keystroke keeps it (the draft is saved on pagehide). The
    // first page is the prerendered HTML until the typing has started the app; what the app keeps starts there.
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Identifiers are never stored (docs/adr/0011): a reload empties them, and only them.
    const expected = Object.fromEntries(
      Object.entries(typed).map(([id, value]) => [id, IDENTIFIER_FIELD_IDS.has(id) ? '' : value]),
    );
    await expect
      .poll(() => fieldValues(page), { message: `values kept across a reload of ${path}`, intervals: [100] })
      .toEqual(expected);
    await options.onStorageMoment?.(`while ${path} is typed`);
    await fillCurrentPage(page, answers);
  }
  await a11y.check();
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  await page.locator('form button[type="submit"]').click();
  const summary = page.locator('.error-summary');
  await expect(async () => {
    // A page that refuses to move on says why: fail with its error summary rather than a bare timeout.
    if (new URL(page.url()).pathname !== path) return;
    if (await summary.isVisible()) throw new Error(`${path} did not submit: ${await summary.innerText()}`);
    expect(new URL(page.url()).pathname).not.toBe(path);
  }).toPass({ timeout: 10_000 });
  // The URL moves first; wait for the next page itself before anyone reads its fields.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading);
  await options.onStorageMoment?.(`after ${path} was sent`);
  return path;
}

/** Walks the whole form; returns the paths visited in order. */
export async function completeDynamicFunnel(
  page: Page,
  answers: Record<string, string>,
  a11y: A11yGuard,
  options: SubmitOptions = {},
) {
  const visited: string[] = [];
  for (let step = 0; step < 40 && !FORM_DONE.test(page.url()); step++) {
    if (onReview(page)) {
      await options.onStorageMoment?.('on check your answers');
      await sendFromReview(page, a11y);
    } else visited.push(await submitCurrentPage(page, answers, a11y, options));
  }
  // The checking page moves on by itself once the lender decides: check it while it is there.
  if (page.url().endsWith('/checking')) await a11y.checkWhileShown();
  return visited;
}
