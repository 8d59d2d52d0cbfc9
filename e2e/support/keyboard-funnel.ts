/**
 * Completes dynamic pages with the keyboard alone, as a keyboard or switch user would: Tab to each field, type,
 * arrows for radio groups and selects, Space for checkboxes, Enter on the submit button. A page is photographed
 * before it is sent (a test artifact per step).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, type A11yGuard } from '../fixtures/test.ts';
import { fieldValues, REVIEW_PAGE } from './dynamic-funnel.ts';
import { attachScreenshot } from './artifacts.ts';

interface Focused {
  id: string;
  tag: string;
  type: string;
  value: string;
  checked: boolean;
  isSubmit: boolean;
  /** The check-your-answers page's Send button. */
  isReviewSend: boolean;
  optionValues: string[];
}

const focusedElement = (page: Page) =>
  page.evaluate((): Focused | null => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    return {
      id: element.id,
      tag: element.tagName.toLowerCase(),
      type: element.getAttribute('type') ?? '',
      value: 'value' in element ? String(element.value) : '',
      checked: element instanceof HTMLInputElement ? element.checked : false,
      isSubmit: element instanceof HTMLButtonElement && element.type === 'submit',
      isReviewSend: element instanceof HTMLButtonElement && element.classList.contains('review-send'),
      optionValues:
        element instanceof HTMLSelectElement ? [...element.options].map((option) => option.value) : [],
    };
  });

const dataPointOf = (id: string) =>
  id
    .replace(/^field-/, '')
    .replace(/-\d+$/, '')
    .replace('__', '.');

async function answerFocused(page: Page, focused: Focused, answer: string | undefined) {
  if (focused.tag === 'select') {
    const target =
      answer && focused.optionValues.includes(answer) ? answer : focused.value || focused.optionValues[1];
    const steps = focused.optionValues.indexOf(target ?? '') - focused.optionValues.indexOf(focused.value);
    for (let step = 0; step < Math.abs(steps); step++)
      await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
    return;
  }
  if (focused.type === 'radio') {
    // Arrows move through the group and check as they go; stop on the answer (or keep the first when none).
    if (!focused.checked) await page.keyboard.press('Space');
    for (let step = 0; answer && step < 10; step++) {
      const now = await focusedElement(page);
      if (!now || now.value === answer) break;
      await page.keyboard.press('ArrowDown');
    }
    return;
  }
  if (focused.type === 'checkbox') {
    if (!focused.checked) await page.keyboard.press('Space');
    return;
  }
  if (answer !== undefined && focused.value !== answer) {
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(answer);
  }
}

export interface KeyboardSubmitOptions {
  /** The page is expected to refuse the answers: after Enter it stays, and what was typed is returned. */
  refused?: boolean;
  /** Where focus starts: the page's heading after a step change, the error summary after a refusal. */
  from?: 'heading' | 'error-summary';
}

export async function submitPageWithKeyboard(
  page: Page,
  answers: Record<string, string>,
  a11y: A11yGuard,
  testInfo: TestInfo,
  options: KeyboardSubmitOptions = {},
): Promise<Record<string, string | boolean> | undefined> {
  const path = new URL(page.url()).pathname;
  const heading = page.getByRole('heading', { level: 1 });
  await expect(options.from === 'error-summary' ? page.locator('.error-summary') : heading).toBeFocused();
  const headingText = await heading.innerText();
  const answered = new Set<string>();
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page);
    if (!focused) continue;
    if (focused.isSubmit) {
      await a11y.check();
      await attachScreenshot(page, testInfo, `step-${path.split('/').pop()}.png`, path);
      if (options.refused) {
        const typed = await fieldValues(page);
        await page.keyboard.press('Enter');
        await expect(page.locator('.error-summary')).toBeFocused();
        expect(new URL(page.url()).pathname).toBe(path);
        return typed;
      }
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(new RegExp(`${path}$`), { timeout: 10_000 });
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(headingText);
      return undefined;
    }
    if (!focused.id.startsWith('field-')) continue;
    const name = dataPointOf(focused.id);
    // A radio group is one tab stop; answer each field once.
    if (answered.has(name)) continue;
    answered.add(name);
    await answerFocused(page, focused, answers[name]);
  }
  throw new Error(`No submit button reached with the keyboard on ${path}`);
}

/**
 * Check your answers with the keyboard alone: from the focused heading, Tab past the Change links to Send, a
 * screenshot of the review (a test artifact), axe, then Enter; waits until the funnel has left the review.
 */
export async function sendFromReviewWithKeyboard(page: Page, a11y: A11yGuard, testInfo: TestInfo) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page);
    if (!focused?.isReviewSend) continue;
    await a11y.check();
    await attachScreenshot(page, testInfo, 'check-your-answers.png', 'check your answers');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(REVIEW_PAGE, { timeout: 10_000 });
    return;
  }
  throw new Error('No Send button reached with the keyboard on check your answers');
}
