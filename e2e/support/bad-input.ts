/**
 * Issue 13: a bad identifier, a bad postcode and a bad phone in each country are refused at the field with the
 * country's message, and nothing typed is lost. On the first page that asks for one of them, the page is filled with
 * the applicant's answers but those, sent, and must stay: the error summary takes focus, each bad field is marked
 * invalid with its message (in the country's language: never the English text), and every other field keeps what was
 * typed. The journey then goes on with the right answers.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, type A11yGuard } from '../fixtures/test.ts';
import { fieldValues, fillCurrentPage } from './dynamic-funnel.ts';

/** Too short for every country's identifier, postcode and phone. */
export const BAD_INPUTS: Record<string, string> = {
  'personalDetails.personalCode': '12',
  'contactDetails.postalCode': '1',
  'contactDetails.phoneNumber': '123',
};

const fieldIdOf = (name: string) => `field-${name.replace('.', '__')}`;

/** Every English validation text, to tell a translated message from one left in English. */
function englishMessages(): Set<string> {
  const flatten = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(flatten)
        : [];
  const file = resolve(import.meta.dirname, '../../public/locales/en/validation.json');
  return new Set(flatten(JSON.parse(readFileSync(file, 'utf8'))));
}

export interface BadInputCheck {
  /** The bad inputs not yet tried; those on this page are tried, then dropped from the list. */
  pending: Set<string>;
  /** Whether the build's language is English (then the English message is the right one). */
  english: boolean;
}

/** The bad inputs still to try that this page asks for. */
export async function badInputsOnPage(page: Page, check: BadInputCheck): Promise<string[]> {
  const onPage: string[] = [];
  for (const name of check.pending) {
    if ((await page.locator(`[id="${fieldIdOf(name)}"]`).count()) > 0) onPage.push(name);
  }
  return onPage;
}

/** The answers with the bad values of these fields. */
export const withBadInputs = (answers: Record<string, string>, names: readonly string[]) => ({
  ...answers,
  ...Object.fromEntries(names.map((name) => [name, BAD_INPUTS[name] ?? ''])),
});

/**
 * After a send with bad inputs: the page stayed, the error summary has focus and names each one, each bad field is
 * marked invalid with its message in the build's language, and every field holds what was typed (`typed`, read just
 * before the send).
 */
export async function expectRefused(
  page: Page,
  names: readonly string[],
  typed: Record<string, string | boolean>,
  check: BadInputCheck,
  a11y: A11yGuard,
): Promise<void> {
  await expect(page.locator('.error-summary')).toBeFocused();
  const english = englishMessages();
  for (const name of names) {
    const id = fieldIdOf(name);
    await expect(page.locator(`[id="${id}"]`)).toHaveAttribute('aria-invalid', 'true');
    const message = (await page.locator(`[id="${id}-error"]`).innerText()).trim();
    expect(message, `${name} says what is wrong`).not.toBe('');
    if (!check.english) expect(english.has(message), `"${message}" is in the build's language`).toBe(false);
    await expect(page.locator('.error-summary')).toContainText(message);
    check.pending.delete(name);
  }
  // Nothing typed is lost: every field still holds what was typed, the refused ones included.
  expect(await fieldValues(page)).toEqual(typed);
  await a11y.check();
}

/** With the pointer: fills the page with the bad values, sends it, and expects it refused. */
export async function refuseBadInputsOnPage(
  page: Page,
  answers: Record<string, string>,
  a11y: A11yGuard,
  check: BadInputCheck,
): Promise<void> {
  const names = await badInputsOnPage(page, check);
  if (names.length === 0) return;
  await fillCurrentPage(page, withBadInputs(answers, names));
  const typed = await fieldValues(page);
  const path = new URL(page.url()).pathname;
  await page.locator('form button[type="submit"]').click();
  expect(new URL(page.url()).pathname).toBe(path);
  await expectRefused(page, names, typed, check, a11y);
}
