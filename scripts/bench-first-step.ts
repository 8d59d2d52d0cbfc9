/**
 * `npm run bench:first-step`: how long an applicant on a slow mobile link waits for the first form field. The
 * production build of a cell and the reference API on loopback, Debian's chromium with the network slowed down
 * (150 ms latency, 1.6 Mbps down, as Lighthouse's slow 4G), a fresh browser context per run. The time is read in
 * the page (performance.now() when the first field is in the DOM), so the test driver's polling does not count.
 * Prints every run and the median. Options: --country, --product, --runs (default 7).
 */
import { chromium } from '@playwright/test';
import { readOption } from './lib/args.ts';
import { startBenchTarget } from './lib/bench-target.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

const argv = process.argv.slice(2);
const runs = Number(readOption(argv, 'runs') ?? 7);
const { built, url, close } = await startBenchTarget(argv, { api: 4396, app: 4397 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const FIRST_FIELD = 'form :is(input, select, textarea)[id^="field-"]';
const times: number[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1_600_000 / 8,
      uploadThroughput: 750_000 / 8,
    });
    // No named functions in here: tsx would wrap them in a helper that does not exist in the page.
    await page.addInitScript((selector) => {
      const page = window as unknown as { firstFieldAt?: number }; // the global this script adds
      new MutationObserver((_records, observer) => {
        if (!document.querySelector(selector)) return;
        page.firstFieldAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, FIRST_FIELD);
    await page.goto(url);
    await page.locator(FIRST_FIELD).first().waitFor();
    times.push(
      // The init script set firstFieldAt when the field appeared, which the wait above saw.
      Math.round(await page.evaluate(() => (window as unknown as { firstFieldAt: number }).firstFieldAt)),
    );
    await context.close();
  }
} finally {
  await browser.close();
  await close();
}

const sorted = [...times].sort((a, b) => a - b);
console.log(
  `First form field, ${built.target.country}/${built.target.product} production, 150 ms latency, 1.6 Mbps`,
);
console.log(`  runs    ${times.join(' ')} ms`);
console.log(`  median  ${sorted[Math.floor(sorted.length / 2)]} ms`);
