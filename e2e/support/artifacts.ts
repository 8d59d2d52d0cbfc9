/**
 * Screenshots kept as a report's artifacts (each variant's first screen, its review, a keyboard walk's steps), taken
 * only when asked: `E2E_SCREENSHOTS=1 npx playwright test`. Nothing compares them: the gallery (docs/adr/0020)
 * checks the same screens of every variant at 360 and 1280 px against its baselines, and a failing test keeps its
 * own screenshot (playwright.config.ts). Taken on every run they cost little but are work nobody reads: the 17
 * variant journeys took 2.9 min with them and 2.8 min without, alone on this machine.
 */
import type { Page, TestInfo } from '@playwright/test';

export const SCREENSHOTS_WANTED = Boolean(process.env.E2E_SCREENSHOTS);

export async function attachScreenshot(
  page: Page,
  testInfo: TestInfo,
  file: string,
  title: string,
): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  const path = testInfo.outputPath(file);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(title, { path, contentType: 'image/png' });
}
