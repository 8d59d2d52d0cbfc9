import { expect, type Page } from '@playwright/test';

/** The first step's first text field, whichever kind (amount, email, phone) a variant starts with. */
export const FIRST_TEXT_FIELD =
  'main form input[type="text"], main form input[type="email"], main form input[type="tel"]';

/**
 * The applicant's first touch: a tap on the step's heading, which does nothing else. On a first visit the app starts
 * there (docs/adr/0023); a visit drawn afresh has started it already. A tap at the heading's place rather than a
 * locator's click: the pointer's first move starts the app, which may draw another page in its place before the press
 * (the error page when the page's code fails), and a locator's click would then wait for a heading that is gone.
 */
export async function touchPage(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const box = await heading.boundingBox();
  if (!box) throw new Error('The heading has no box to tap');
  await page.mouse.click(box.x + Math.min(box.width / 2, 20), box.y + box.height / 2);
}

/**
 * Starts the app as an applicant does (a first touch) and waits until it has: the first step is in the HTML (issue
 * 16), so a visible heading no longer says the scripts have run (the landing read, storage written). The step's form
 * marks the page once it is React's.
 */
export async function waitForApp(page: Page): Promise<void> {
  await touchPage(page);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Holds the app's scripts back (the page is its HTML alone) until the returned function is called: for what an
 * applicant does on the prerendered step before the app starts.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
