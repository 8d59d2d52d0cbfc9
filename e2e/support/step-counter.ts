/**
 * The step counter as the applicant reads it (issue 31, docs/adr/0028-the-step-counter.md): the label's two numbers,
 * which every locale writes current first ("Krok 2 z 6", "Bước 2/6"), and the bar's value and maximum, which must
 * say the same. A journey records it once per page and checks the walk: step 1 first, one more on each next page,
 * never back, never past its total, and the last page says the total.
 */
import { expect, type Page } from '@playwright/test';

export interface ReadCounter {
  path: string;
  current: number;
  total: number;
}

/** The counter of the page shown, or null on a page without one (the classic loan step, check your answers). */
export async function readCounter(page: Page): Promise<ReadCounter | null> {
  const label = page.locator('.step-progress-label');
  if ((await label.count()) === 0) return null;
  const text = await label.innerText();
  const numbers = /(\d+)\D+(\d+)/.exec(text);
  if (!numbers) throw new Error(`a step counter without its two numbers: "${text}"`);
  const [current, total] = [Number(numbers[1]), Number(numbers[2])];
  const bar = page.locator('.step-progress-bar');
  await expect(bar, `the bar says what "${text}" says`).toHaveAttribute('value', String(current));
  await expect(bar).toHaveAttribute('max', String(total));
  return { path: new URL(page.url()).pathname, current, total };
}

/** Records a page's counter, once per page (a page sent again after a refusal is the same page). */
export async function recordCounter(page: Page, walk: ReadCounter[]): Promise<void> {
  const counter = await readCounter(page);
  if (counter && walk.at(-1)?.path !== counter.path) walk.push(counter);
}

/**
 * A walk forward through the form: 1 on the first page, one more on each page after, never more than the total that
 * page shows, and the last page shows its own number as the total. The total may change where an answer adds or
 * removes a page (employment details for an employed applicant), never the number.
 */
export function expectTruthfulCounter(walk: readonly ReadCounter[]): void {
  const shown = walk.map(({ path, current, total }) => `${path.split('/').pop() ?? ''} ${current}/${total}`);
  expect(walk.length, 'pages with a counter').toBeGreaterThan(1);
  expect(
    walk.map((counter) => counter.current),
    `the numbers read: ${shown.join(', ')}`,
  ).toEqual(walk.map((_, index) => index + 1));
  for (const counter of walk)
    expect(counter.current, `${counter.path} within its total`).toBeLessThanOrEqual(counter.total);
  const last = walk.at(-1);
  expect(last?.total, `the last page's total: ${shown.join(', ')}`).toBe(last?.current);
}
