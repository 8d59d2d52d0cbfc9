/**
 * `npm run bench:returning-review`: an applicant who comes back to check your answers (docs/adr/0034). The form is
 * walked to the review at full speed as the cell's sample applicant, then the review is reloaded with the CPU 4x
 * slower, the page's own marks installed before its scripts: the time from the navigation to the review's heading
 * shown, whether the shell's spinner was drawn before it, and when the app's wait for the review's code and texts
 * ended and whether it ran out (its User Timing mark, src/app/prerender/afresh-render-wait.ts): a spinner after a wait
 * that ran out is the slow CPU's, one before the wait's end would be a screen the preload missed. Exploratory figures
 * for one kind of visit, not a page-speed benchmark.
 * npm run bench:returning-review -- [--country mx --product monedia] [--runs 5] [--port 4392]
 */
import { chromium, type Browser } from '@playwright/test';
import { onReview, submitCurrentPage } from '../e2e/support/dynamic-funnel.ts';
import { typedApplicant } from '../e2e/support/variant-applicant.ts';
import { AFRESH_RENDER_WAIT_MARK } from '#app/prerender/afresh-render-wait.ts';
import { readOption } from './lib/args.ts';
import { benchPorts, benchRuns } from './lib/bench-doc.ts';
import { formatMs, median, worst } from './lib/bench-report.ts';
import { serveBenchCell, startBenchApi, type BenchTarget } from './lib/bench-target.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

const argv = process.argv.slice(2);
const runs = benchRuns(argv, 5);
// The API on 4392 and the page on 4393 (--port <n>: n and n + 1), beside the other benches' ports.
const ports = benchPorts(argv, 4392);
/** The walk's checks are the e2e suite's: this bench only reaches the review. */
const NO_AXE = { check: async () => undefined, checkWhileShown: async () => undefined };

interface ReviewMarks {
  reviewShownAt?: number;
  spinnerAt?: number;
  /** When the app's wait before its first render ended, and whether it ran out. */
  waitEndedAt?: number;
  waitTimedOut?: boolean;
}

const REVIEW_SHOWN = 'bench-review-shown';

/** In the page before its scripts: the first spinner drawn, and the review's heading once shown. */
function installReviewMarks(shownLine: string) {
  const marks = window as unknown as ReviewMarks; // the marks live on the window, read back by the bench
  new MutationObserver(() => {
    // Once the review is shown, nothing more is read: a style read forces a style pass on the page.
    if (marks.reviewShownAt !== undefined) return;
    marks.spinnerAt ??= document.querySelector('#root .spinner-wrap') ? performance.now() : undefined;
    const heading = document.querySelector('#root h1');
    const shown =
      heading &&
      location.pathname.endsWith('/check-your-answers') &&
      !document.getElementById('root')?.hasAttribute('data-prerendered-path') &&
      getComputedStyle(heading).visibility !== 'hidden';
    if (!shown) return;
    marks.reviewShownAt = performance.now();
    // Told through the console: a wait that polled the page would cost its main thread time at 4x.
    console.debug(shownLine);
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

async function returningReview(browser: Browser, target: BenchTarget): Promise<ReviewMarks> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(installReviewMarks, REVIEW_SHOWN);
    const page = await context.newPage();
    await page.goto(target.url);
    // A first visit starts the app at the applicant's first touch (docs/adr/0023).
    await page.getByRole('heading', { level: 1 }).click();
    const answers = typedApplicant(target.built.target.country, 'accept');
    for (let step = 0; step < 40 && !onReview(page); step++) await submitCurrentPage(page, answers, NO_AXE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const shown = page.waitForEvent('console', { predicate: (message) => message.text() === REVIEW_SHOWN });
    await page.reload();
    await shown;
    return await page.evaluate((markName) => {
      // installReviewMarks put them on the window; the page's types do not know them.
      const { reviewShownAt, spinnerAt } = window as unknown as ReviewMarks;
      const [wait] = performance.getEntriesByName(markName);
      // The mark's detail is what the app gave it: { timedOut } (afresh-render-wait.ts).
      const detail = wait instanceof PerformanceMark ? (wait.detail as { timedOut?: boolean }) : undefined;
      return { reviewShownAt, spinnerAt, waitEndedAt: wait?.startTime, waitTimedOut: detail?.timedOut };
    }, AFRESH_RENDER_WAIT_MARK);
  } finally {
    await context.close();
  }
}

const api = await startBenchApi(ports);
const target = await serveBenchCell(
  {
    country: readOption(argv, 'country', 'COUNTRY') ?? 'mx',
    product: readOption(argv, 'product', 'PRODUCT') ?? 'monedia',
  },
  ports,
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const samples: ReviewMarks[] = [];
  for (let run = 0; run < runs; run++) samples.push(await returningReview(browser, target));
  const shown = samples.map((sample) => sample.reviewShownAt ?? Number.NaN);
  // A spinner after the review (a later screen's) is not this visit's question.
  const spinners = samples.filter(
    (sample) => sample.spinnerAt !== undefined && sample.spinnerAt <= (sample.reviewShownAt ?? Infinity),
  ).length;
  const at = (ms: number | undefined) => (ms === undefined ? 'none' : `${ms.toFixed(0)} ms`);
  for (const sample of samples)
    console.log(
      `wait ended at ${at(sample.waitEndedAt)}${sample.waitTimedOut ? ' (ran out)' : ''}, ` +
        `spinner at ${at(sample.spinnerAt)}, review at ${at(sample.reviewShownAt)}`,
    );
  console.log(`review shown after the navigation: ${shown.map((ms) => Math.round(ms)).join(', ')} ms`);
  console.log(
    `median ${formatMs(median(shown))}, worst ${formatMs(worst(shown))}; spinner drawn first in ${spinners} of ${runs}`,
  );
} finally {
  await browser.close();
  await target.close();
  await api.close();
}
