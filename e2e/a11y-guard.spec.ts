/**
 * The e2e suite's accessibility guard (fixtures/test.ts) itself: it fails a page with an unlabelled field or
 * low-contrast text, and passes the page again once they are gone. The guard is the same for every build, so this
 * runs on one (mx-prestaluz, e2e/targets.ts); it ran in the shell spec on three. A page identical to one found
 * clean in the run (its markup, what is typed, focus, size) is not read again; one typed differently is.
 */
import { expect, test } from './fixtures/test.ts';
import { touchPage, waitForApp } from './support/first-step.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

test('the accessibility guard fails a page with an unlabelled field or low-contrast text', async ({
  page,
  a11y,
}) => {
  await page.goto('./');
  // The page is React's before the test adds to it: the prerendered step is taken over by hydration.
  await waitForApp(page);
  await a11y.check();
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('input')));
  await expect(a11y.check()).rejects.toThrow(/label/);
  await page.evaluate(() => document.querySelector('main > input:last-child')?.remove());
  await page.evaluate(() => {
    const faint = Object.assign(document.createElement('p'), { textContent: 'Texto apenas visible' });
    faint.style.color = '#eeeeee';
    document.querySelector('main')?.append(faint);
  });
  await expect(a11y.check()).rejects.toThrow(/color-contrast/);
  await page.evaluate(() => document.querySelector('main > p:last-child')?.remove());
  await a11y.check();

  // The same page twice: settled each time, read by axe the first time and not the second. Settled: what the app
  // draws once idle is in (the toasts' container, with its stylesheet), however long the idle moment took to come on
  // a busy machine (the network's quiet alone came before it once, and the two loads differed), and nothing loads.
  // The heading then focused by a tap of its own: whether the app's focus on the step came before or after the tap
  // that started it varies on a busy machine, and with it the heading's :focus-visible, which the digest reads.
  const settledAfterReload = async () => {
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('section.Toastify')).toBeAttached({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() =>
      document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined,
    );
    await touchPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  };
  await settledAfterReload();
  await a11y.check();
  await settledAfterReload();
  await a11y.check();
  const axeInjected = () => page.evaluate(() => 'axe' in window);
  expect(await axeInjected(), 'the same page as found clean, read by axe again').toBe(false);
  const field = page.getByRole('textbox').first();
  await field.fill('Ana');
  await a11y.check();
  // Each run of axe in this document counted from here: the field keeps the focus, only its value changes.
  await page.evaluate(() => {
    // axe.min.js, injected by the check above, puts `axe` on the window; the page's types do not know it.
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => unknown } }).axe;
    const run = axe.run.bind(axe);
    Object.assign(window, { axeRuns: 0 });
    axe.run = (...args) => {
      Object.assign(window, { axeRuns: Number(Reflect.get(window, 'axeRuns')) + 1 });
      return run(...args);
    };
  });
  const axeRuns = () => page.evaluate(() => Number(Reflect.get(window, 'axeRuns')));
  await field.fill('Eva');
  await a11y.check();
  expect(await axeRuns(), 'a page typed differently, not read by axe').toBe(1);
  await a11y.check();
  expect(await axeRuns(), 'the page unchanged since axe found it clean, read again').toBe(1);
});
