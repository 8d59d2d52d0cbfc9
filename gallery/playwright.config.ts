/**
 * The gallery's checks (docs/adr/0020-gallery.md): every story of the static gallery (storybook-static/) in every
 * page variant, in one browser: it renders without a console error, axe finds no serious or critical violation
 * (colour contrast included: it differs by brand), and the key screens match their committed screenshots at 360 and
 * 1280 px. Update the screenshots with `npm run gallery:update` (after checking the change is wanted).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../scripts/lib/chromium.ts';

export default defineConfig({
  testDir: '.',
  testMatch: 'gallery.spec.ts',
  // One browser: a worker each would launch its own, and the cores are shared.
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  reporter: 'list',
  // Not under the e2e suite's test-results/, which that suite empties as it starts: they run side by side (npm test).
  outputDir: '../test-results-gallery',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  expect: {
    // Any changed pixel fails: the screens are static (fixed clock, fake API), rendered by the same chromium.
    toHaveScreenshot: { maxDiffPixels: 0, threshold: 0, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    trace: 'off',
    screenshot: 'off',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
