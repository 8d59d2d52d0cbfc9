/**
 * `npm run bench:first-visit` (issue 27, item 7): a first visit as a new applicant on a mid-range phone makes it, on
 * the production build of each cell and the reference API on loopback, in Debian's chromium emulating the phone: a
 * 412 px touch screen, the CPU 4 times slower, a link of 150 ms latency, 1.6 Mbps down and 750 kbps up, a fresh
 * profile per run. Three scenarios:
 *
 * - **first visit**: land from an affiliate's link (its reference, a click id, a UTM source), read for --read-ms (3 s by
 *   default: the page idle, as an applicant reads the first step), tap the first text field, type, press Next at once.
 *   "landing stored": from the first contentful paint to the affiliate reference written to localStorage (spec
 *   section 4, issue 27 item 2: within 1 s, with no touch); "touch to ready": from the tap to the step being the app's
 *   (the hydration marker, data-interactive); "press to answer": from the press on Next to the first frame that
 *   shows the app's answer (the next step's heading, or the error summary); the bytes fetched (transfer size, from
 *   Resource Timing) before the tap and after it until the answer;
 * - **returning visit**: the same profile opens the page again (its progress stored, so the page is drawn afresh):
 *   "paint" is the first contentful paint, "step shown" the first frame in which the step is visible and the app's;
 * - **presses in the start window**: a fresh profile lands, taps the first field, and presses Next k x 100 ms after
 *   the tap (k = 0 .. --slots - 1, 10 by default); a press with no answer within 10 s is lost.
 *
 * Options as the other page benchmarks: --country/--product, --all, --only mx-prestaluz,pl-zlotek; --runs (3);
 * --port <n> (API on n, page on n + 1; default 4396); --write (the bench:first-visit block of docs/performance.md,
 * titled with the date and --label or the commit).
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readOption } from './lib/args.ts';
import {
  benchPorts,
  benchRuns,
  describeCommit,
  entryTitle,
  machineNote,
  writeBenchEntry,
} from './lib/bench-doc.ts';
import { cellName, formatMs, markdownTable, median, selectCells, worst } from './lib/bench-report.ts';
import { AFFILIATE_LANDING, serveBenchCell, startBenchApi } from './lib/bench-target.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

const CPU_SLOWDOWN = 4;
/** The link of issue 27's phone: 150 ms latency, 1.6 Mbps down, 750 kbps up (bytes per second for the protocol). */
const LINK = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const ANSWER_TIMEOUT_MS = 10_000;
/** The localStorage key the landing's affiliate reference is written under (src/shared/lib/storage/keys.ts). */
const LANDING_KEY = 'affiliateReferenceParams';

const argv = process.argv.slice(2);
const runs = benchRuns(argv, 3);
const slots = Number(readOption(argv, 'slots') ?? 10);
const readMs = Number(readOption(argv, 'read-ms') ?? 3_000);
const ports = benchPorts(argv, 4396);
const cells = selectCells(argv) ?? [
  { country: readOption(argv, 'country', 'COUNTRY'), product: readOption(argv, 'product', 'PRODUCT') },
];

/** What the init script keeps on window (read through a cast: the page's window has no type for it). */
interface VisitWindow {
  visitLandingStoredAt?: number;
  visitTouchAt?: number;
  visitInteractiveAt?: number;
  visitStepShownAt?: number;
  visitPressAt?: number;
  visitAnswerAt?: number;
  visitHeading?: string;
}

/**
 * Installed before the page's own scripts. Records the first tap, the step becoming the app's, the step first shown
 * as the app's (visible, not hidden by the head's stale-markup guard), the first press on Next and the first frame
 * after it that shows an answer. No named functions in here: tsx would wrap them in a helper the page lacks.
 */
const installVisitMarks = (landingKey: string) => {
  const page = window as unknown as VisitWindow; // the globals this script adds (VisitWindow)
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    if (key === landingKey && this === localStorage) page.visitLandingStoredAt ??= performance.now();
    setItem.call(this, key, value);
  };
  addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target as Element | null; // a pointer event's target is an element of the page
      if (target?.closest?.('main form [type="submit"]')) {
        page.visitPressAt ??= event.timeStamp;
        page.visitHeading ??= document.querySelector('h1')?.textContent ?? '';
      } else page.visitTouchAt ??= event.timeStamp;
    },
    { capture: true },
  );
  new MutationObserver(() => {
    const html = document.documentElement;
    if (html.dataset.interactive === 'true' && page.visitInteractiveAt === undefined) {
      page.visitInteractiveAt = performance.now();
      console.debug(`visit-mark visitInteractiveAt ${performance.timeOrigin}`);
    }
    const heading = document.querySelector('h1');
    const shown =
      html.dataset.interactive === 'true' &&
      !html.hasAttribute('data-prerendered-stale') &&
      heading !== null &&
      getComputedStyle(heading).visibility !== 'hidden';
    if (shown && page.visitStepShownAt === undefined) {
      page.visitStepShownAt = -1;
      requestAnimationFrame(() =>
        setTimeout(() => {
          page.visitStepShownAt = performance.now();
          console.debug(`visit-mark visitStepShownAt ${performance.timeOrigin}`);
        }),
      );
    }
    if (page.visitPressAt === undefined || page.visitAnswerAt !== undefined) return;
    const moved = heading !== null && heading.textContent !== page.visitHeading;
    if (moved || document.querySelector('.error-summary')) {
      page.visitAnswerAt = -1;
      requestAnimationFrame(() =>
        setTimeout(() => {
          page.visitAnswerAt = performance.now();
          console.debug(`visit-mark visitAnswerAt ${performance.timeOrigin}`);
        }),
      );
    }
  }).observe(document, { attributes: true, childList: true, subtree: true, characterData: true });
};

/** A page of the phone: its CPU and its link slowed (both are per page in the DevTools protocol). */
async function phonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
  return page;
}

/** A fresh profile on the phone, with the page's marks installed before its scripts. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(installVisitMarks, LANDING_KEY);
  return phonePage(context);
}

const firstField = (page: Page) =>
  page.locator('main form :is(input[type="text"], input[type="email"], input[type="tel"])').first();
const nextButton = (page: Page) => page.locator('main form [type="submit"]');

/** Transfer bytes of the document and the resources that started before `until`, or from `from` on (Resource Timing). */
const bytesBetween = (page: Page, from: number, until: number) =>
  page.evaluate(
    ([start, end]) =>
      performance
        .getEntriesByType('resource')
        .concat(performance.getEntriesByType('navigation'))
        .filter((entry) => entry.startTime >= start && entry.startTime < end)
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
    [from, until] as const,
  );

const marks = (page: Page) =>
  page.evaluate(() => {
    const {
      visitLandingStoredAt,
      visitTouchAt,
      visitInteractiveAt,
      visitPressAt,
      visitAnswerAt,
      visitStepShownAt,
    } = window as unknown as VisitWindow; // the init script's globals
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    return {
      visitLandingStoredAt,
      visitTouchAt,
      visitInteractiveAt,
      visitPressAt,
      visitAnswerAt,
      visitStepShownAt,
      paint,
    };
  });

/**
 * Whether the mark comes within ANSWER_TIMEOUT_MS (a lost press never brings its answer), told by the init script's
 * console line (with its document's time origin: `afterDocument` skips an earlier document's), called before the
 * action that brings it, so that nothing runs in the page while it is awaited.
 * Playwright's waitForFunction put its injected script in the page and polled every 50 ms: on the returning visit
 * that cost the main thread about 100 ms at 4x (docs/performance.md, "The first visit on a phone").
 */
const markLogged = (page: Page, name: keyof VisitWindow, afterDocument = 0): Promise<boolean> =>
  page
    .waitForEvent('console', {
      predicate: (message) => {
        const [mark, marked, origin] = message.text().split(' ');
        return mark === 'visit-mark' && marked === name && Number(origin) > afterDocument;
      },
      timeout: ANSWER_TIMEOUT_MS,
    })
    .then(
      () => true,
      () => false,
    );

async function tapAndType(page: Page): Promise<void> {
  const field = firstField(page);
  await field.tap();
  await page.keyboard.type('12345', { delay: 60 });
}

interface FirstVisit {
  /** From the first paint to the affiliate reference stored, with no touch yet (NaN: not stored before the tap). */
  landingStoredMs: number;
  touchToReadyMs: number;
  pressToAnswerMs: number;
  bytesBeforeTouch: number;
  bytesAfterTouch: number;
  returningPaintMs: number;
  returningStepShownMs: number;
}

async function firstVisit(browser: Browser, url: string): Promise<FirstVisit> {
  const page = await phone(browser);
  try {
    await page.goto(url + AFFILIATE_LANDING);
    await nextButton(page).waitFor({ state: 'visible' });
    await page.waitForTimeout(readMs);
    const landing = await marks(page);
    const ready = markLogged(page, 'visitInteractiveAt');
    const answerShown = markLogged(page, 'visitAnswerAt');
    await tapAndType(page);
    await nextButton(page).tap();
    const answered = await answerShown;
    await ready;
    const visit = await marks(page);
    const touch = visit.visitTouchAt ?? NaN;
    const answer = answered ? (visit.visitAnswerAt ?? NaN) : NaN;
    const bytesBeforeTouch = await bytesBetween(page, 0, touch);
    const bytesAfterTouch = await bytesBetween(page, touch, answered ? answer : Infinity);

    // The same tab again (its progress is in its session), so the page is drawn afresh by the app.
    // Only the new document's line: the first visit logged its own step shown too.
    const firstDocument = await page.evaluate(() => performance.timeOrigin);
    const stepShown = markLogged(page, 'visitStepShownAt', firstDocument);
    await page.goto(url);
    await stepShown;
    const returning = await marks(page);
    return {
      landingStoredMs: (landing.visitLandingStoredAt ?? NaN) - (landing.paint ?? NaN),
      touchToReadyMs: (visit.visitInteractiveAt ?? NaN) - touch,
      pressToAnswerMs: answer - (visit.visitPressAt ?? NaN),
      bytesBeforeTouch,
      bytesAfterTouch,
      returningPaintMs: returning.paint ?? NaN,
      returningStepShownMs: returning.visitStepShownAt ?? NaN,
    };
  } finally {
    await page.context().close();
  }
}

/** A press on Next `delayMs` after the first tap: answered (the next step or the error summary) or lost. */
async function pressInWindow(browser: Browser, url: string, delayMs: number): Promise<boolean> {
  const page = await phone(browser);
  try {
    await page.goto(url);
    await nextButton(page).waitFor({ state: 'visible' });
    await page.waitForTimeout(readMs);
    await firstField(page).tap();
    await page.waitForTimeout(delayMs);
    const answerShown = markLogged(page, 'visitAnswerAt');
    await nextButton(page).tap();
    return await answerShown;
  } finally {
    await page.context().close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The median time to the landing stored, and how many visits had not stored it by the tap (a miss, shown). */
function landingStored(times: readonly number[]): string {
  const stored = times.filter(Number.isFinite);
  const missed = times.length - stored.length;
  const figure = stored.length ? formatMs(median(stored)) : 'never';
  return missed ? `${figure} (not stored before the tap in ${missed} of ${times.length})` : figure;
}

const machine = machineNote();
const api = await startBenchApi(ports);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows: (string | number)[][] = [];
try {
  for (const cell of cells) {
    const target = await serveBenchCell(cell, ports);
    const name = cellName(target.built.target);
    try {
      const visits: FirstVisit[] = [];
      for (let run = 0; run < runs; run++) visits.push(await firstVisit(browser, target.url));
      let lost = 0;
      for (let slot = 0; slot < slots; slot++)
        if (!(await pressInWindow(browser, target.url, slot * 100))) lost++;
      const of = (pick: (visit: FirstVisit) => number) => visits.map(pick).filter(Number.isFinite);
      rows.push([
        name,
        landingStored(visits.map((visit) => visit.landingStoredMs)),
        formatMs(median(of((visit) => visit.touchToReadyMs))),
        `${formatMs(median(of((visit) => visit.pressToAnswerMs)))} (worst ${formatMs(worst(of((visit) => visit.pressToAnswerMs)))})`,
        formatMs(median(of((visit) => visit.returningPaintMs))),
        formatMs(median(of((visit) => visit.returningStepShownMs))),
        `${lost} of ${slots}`,
        kb(median(of((visit) => visit.bytesBeforeTouch))),
        kb(median(of((visit) => visit.bytesAfterTouch))),
      ]);
      console.log(rows.at(-1)?.join(' | '));
    } finally {
      await target.close();
    }
  }
} finally {
  await browser.close();
  await api.close();
}

const table = markdownTable(
  [
    'cell',
    'landing stored (after the paint)',
    'touch to ready',
    'press to answer',
    'returning: paint',
    'returning: step shown',
    'presses lost',
    'bytes before touch',
    'bytes after touch',
  ],
  rows,
);
const commit = describeCommit();
const setting =
  `median of ${runs} first visits per cell at ${commit}, read ${readMs} ms before the tap; CPU ${CPU_SLOWDOWN}x, ` +
  `150 ms latency, 1.6/0.75 Mbps, fresh profile per visit; presses lost: Next pressed 0-${(slots - 1) * 100} ms ` +
  `after the tap, one each 100 ms; ${machine}`;
console.log(`\nFirst visit on a mid-range phone, production builds: ${setting}\n`);
console.log(table);
if (argv.includes('--write'))
  writeBenchEntry('first-visit', { title: entryTitle(argv, commit), body: `${setting}.\n\n${table}` });
