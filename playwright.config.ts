import { defineConfig, devices } from '@playwright/test';
import { E2E_TARGETS, baseUrlOf } from './e2e/targets.ts';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/lib/chromium.ts';
import { PARTNER_ORIGIN } from './e2e/support/partner-server.ts';
import type { E2eOptions } from './e2e/fixtures/test.ts';

/**
 * A Pixel 7 laid out as one (412 px wide, touch, mobile), painted at one device pixel per CSS pixel rather than 2.625:
 * layout, focus and hit targets are in CSS pixels either way, and the software-rendered pages and the screenshots saved
 * as artifacts cost less (the 17 variant journeys 186 to 169 s). The gallery keeps its own.
 */
const PHONE = { ...devices['Pixel 7'], deviceScaleFactor: 1 };
/** The specs of the tracking builds (e2e/targets.ts), in a browser the analytics must take for a person's. */
const PERSON_BROWSER_SPECS = ['tracking.spec.ts', 'landing-referrer.spec.ts'];

export default defineConfig<E2eOptions>({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The Mexican journeys fill some 25 pages; on this 2-core machine with two workers they take 60-100 s.
  timeout: 180_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // This run's folder of the pages axe found clean, shared by the workers (e2e/fixtures/clean-pages.ts).
  globalSetup: './e2e/fixtures/clean-pages.ts',
  outputDir: 'test-results',
  use: {
    // Recording a trace nearly doubled every journey here (1.6 min against 54 s for the same six tests): a failure
    // leaves its screenshot and page snapshot; re-run it with `--trace on` to step through it.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // Two projects, one per way of launching the browser: a project is a worker of its own, and a worker's start (node,
  // the test files, a browser) cost about 2.8 s each time the suite went from one project to the next (it had one per
  // build). Each spec names the builds it runs on, and each test is on its build's address and in its language
  // (e2e/support/builds.ts).
  projects: [
    {
      name: 'tracking',
      testMatch: PERSON_BROWSER_SPECS,
      use: {
        ...PHONE,
        // posthog-js drops every event of a browser that says it is automated, as it should for bots: the tracking
        // builds' browser does not say so (navigator.webdriver cleared by the flag below, the client hints' brands
        // a phone's: e2e/support/person-browser.ts), so the analytics events can be checked. The headless shell, as
        // the other specs: these took 132 busy CPU-seconds in the full chromium, 77 in it (docs/performance.md).
        passesForAPerson: true,
        launchOptions: {
          executablePath: TEST_CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled'],
        },
      },
    },
    // After the tracking project: its tests are long and run in order per build, so they start first and the
    // journeys, shorter and all alike, end the run on both workers.
    { name: 'checks', testIgnore: PERSON_BROWSER_SPECS, use: PHONE },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/serve-e2e.ts',
      url: `${PARTNER_ORIGIN}/embed?target=${encodeURIComponent(E2E_TARGETS.map(baseUrlOf)[0] ?? '')}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
