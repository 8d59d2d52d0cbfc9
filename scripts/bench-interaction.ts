/**
 * `npm run bench:interaction`: how long the first step takes to answer the applicant (INP-style), on the production
 * build of a cell and the reference API on loopback, in Debian's chromium with the CPU slowed down 4 times and a
 * phone's viewport. The Event Timing API measures each interaction in the page (a PerformanceObserver for 'event'
 * entries, threshold 16 ms, installed before the app loads): its duration (input to the next paint) is the longest
 * entry of the interaction, its input delay the entry's processingStart - startTime. An interaction that leaves no
 * entry took under 16 ms (scripts/lib/event-timing.ts). Each scenario runs on a fresh page once the app is
 * interactive (the hydration marker, else network idle and the form shown) and the page is idle; clicks go through
 * the mouse at the element's centre and keys through the keyboard, so no driver check runs inside the events:
 *
 * - first touch: on a page that has not started the app (a first visit, docs/adr/0023), a tap on the first text
 *   field and keys typed at once, while the app starts; "app ready" is the time from the tap to the step being the
 *   app's (the hydration marker). The other scenarios start the app first (a tap on the heading) and wait for it;
 * - slider: a click on the amount slider's track, then ArrowRight presses (only where the first step has one);
 * - field: a tap on the first text field, keys typed into it (digits or letters as its inputmode asks), Tab out;
 * - next: Next pressed with the step untouched, so the error summary appears; besides the click's own duration,
 *   "next: summary painted" is the time from the click to the first frame that shows the summary (validation
 *   may finish after the click's paint, which Event Timing does not see). A step that comes valid as it is (an
 *   amount and a term, filled) is sent instead: its click is measured, and there is no summary;
 * - valid next: the step filled as the country's sample applicant (e2e/support/variant-applicant.ts), then Next:
 *   the time from the press to the first frame showing the next step's heading (issue 27 item 6). Its lead is made
 *   on the reference API, as an applicant's would be.
 *
 * Options as `npm run bench:page`: --country/--product, --all, --only mx-prestaluz,pl-zlotek; --runs (default 5);
 * --port <n> (API on n, page on n + 1; default 4394); --scenarios 'valid next,next' (some only); --write (the
 * bench:interaction block of docs/performance.md, titled with the date and --label or the commit).
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import type { Country } from '#contract/page-variants.ts';
import { fillCurrentPage } from '../e2e/support/dynamic-funnel.ts';
import { typedApplicant } from '../e2e/support/variant-applicant.ts';
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
import { serveBenchCell, startBenchApi } from './lib/bench-target.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import {
  alertPaintedAfterPointerDown,
  installEventTiming,
  interactiveAfterFirstPointerDown,
  measureInteraction,
  nextStepPaintedAfterPointerDown,
  type Timing,
} from './lib/event-timing.ts';

/** The target for any interaction of the first step. */
const TARGET_MS = 50;
/** The Event Timing API's smallest threshold: a quicker interaction is not reported. */
const THRESHOLD_MS = 16;
const CPU_SLOWDOWN = 4;
const KEY_PRESSES = 5;

const argv = process.argv.slice(2);
const runs = benchRuns(argv, 5);
const ports = benchPorts(argv, 4394);
const cells = selectCells(argv) ?? [
  { country: readOption(argv, 'country', 'COUNTRY'), product: readOption(argv, 'product', 'PRODUCT') },
];

/**
 * A fresh page, idle. `start`: the app started first, as an applicant's first touch does on a first visit (a tap on
 * the heading, docs/adr/0023), and the step is the app's before the scenario runs; otherwise the page is its HTML
 * alone until the scenario touches it.
 */
async function openPage(
  browser: Browser,
  url: string,
  start: boolean,
): Promise<{ page: Page; hydrationMarker: boolean }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(installEventTiming, THRESHOLD_MS);
  await page.goto(url);
  // Interactive: the lead's hydration marker when the build sets it, else the network quiet and the form shown.
  await page.waitForLoadState('networkidle');
  await submitButton(page).waitFor({ state: 'visible' });
  if (start) await (await clickCentre(page, page.getByRole('heading', { level: 1 })))();
  const hydrationMarker = await page
    .waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, {
      timeout: start ? 10_000 : 1,
    })
    .then(
      () => true,
      () => false,
    );
  // Then an idle moment (2 s at most): the work the app does after its first render (tracking boot, lazy chunks)
  // would otherwise land in the first interaction's input delay at random.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => resolve(), { timeout: 2000 });
      }),
  );
  return { page, hydrationMarker };
}

/** The step's Next (or Submit): the form's submit button, whatever the locale calls it. */
const submitButton = (page: Page) =>
  page.locator('main form').getByRole('button').and(page.locator('[type="submit"]'));

/**
 * A click at the element's centre through the mouse alone: a locator's click() checks its target with listeners of
 * its own during the very events measured, which would count the driver's work as the page's.
 */
async function clickCentre(page: Page, target: Locator): Promise<() => Promise<void>> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('The element to click has no box');
  return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

type Samples = Map<string, Timing[]>;

const add = (samples: Samples, name: string, timing: Timing) =>
  samples.set(name, [...(samples.get(name) ?? []), timing]);

/**
 * A scenario runs its interactions on a fresh page; false when the step has nothing for it (no slider). `start`: the
 * page it needs (openPage).
 */
interface Scenario {
  name: string;
  start: boolean;
  run: (page: Page, samples: Samples, country: Country) => Promise<boolean>;
}

const APP_READY = 'first touch: app ready after the tap';

/** Keys an applicant types into a field: digits or letters, as its inputmode asks. */
async function keysFor(field: Locator): Promise<string[]> {
  const numeric = ['numeric', 'decimal', 'tel'].includes((await field.getAttribute('inputmode')) ?? '');
  return [...(numeric ? '25000' : 'Maria')].slice(0, KEY_PRESSES);
}

/**
 * A first visit (docs/adr/0023): the applicant taps the first field of the step the HTML painted, which starts the
 * app, and types at once while it starts. "app ready" is the time from that tap to the step being the app's.
 */
async function firstTouchScenario(page: Page, samples: Samples): Promise<boolean> {
  const field = page.locator('main form').getByRole('textbox').first();
  if ((await field.count()) === 0) return false;
  add(
    samples,
    'first touch: tap on the first field',
    await measureInteraction(page, await clickCentre(page, field)),
  );
  for (const key of await keysFor(field)) {
    add(
      samples,
      'first touch: key press while the app starts',
      await measureInteraction(page, () => page.keyboard.press(key)),
    );
  }
  add(samples, APP_READY, {
    durationMs: await interactiveAfterFirstPointerDown(page),
    inputDelayMs: Number.NaN,
  });
  return true;
}

async function sliderScenario(page: Page, samples: Samples): Promise<boolean> {
  const slider = page.getByRole('slider').first();
  if ((await slider.count()) === 0) return false;
  await slider.scrollIntoViewIfNeeded();
  const box = await slider.boundingBox();
  if (!box) return false;
  add(
    samples,
    'slider: click on the track',
    await measureInteraction(page, () => page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2)),
  );
  for (let press = 0; press < KEY_PRESSES; press++) {
    add(
      samples,
      'slider: ArrowRight',
      await measureInteraction(page, () => page.keyboard.press('ArrowRight')),
    );
  }
  return true;
}

async function fieldScenario(page: Page, samples: Samples): Promise<boolean> {
  const field = page.locator('main form').getByRole('textbox').first();
  if ((await field.count()) === 0) return false;
  add(samples, 'field: tap', await measureInteraction(page, await clickCentre(page, field)));
  // An amount or a term arrives prefilled: the applicant's first keys replace it. The tap left the focus in it.
  await field.fill('');
  for (const key of await keysFor(field)) {
    add(samples, 'field: key press', await measureInteraction(page, () => page.keyboard.press(key)));
  }
  add(samples, 'field: Tab out', await measureInteraction(page, () => page.keyboard.press('Tab')));
  return true;
}

async function nextScenario(page: Page, samples: Samples): Promise<boolean> {
  const click = await clickCentre(page, submitButton(page));
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  // The click alone inside the measure: a locator's wait for the summary would poll the page (Playwright's injected
  // queries, in animation frames) within the very frame the click's duration ends on. Checked once it is over.
  const timing = await measureInteraction(page, click);
  // A step whose fields all come filled (an amount and a term) is valid as it is: Next sends it and the next step
  // comes instead of the summary. The click is measured either way.
  await page.waitForFunction(
    (before) =>
      document.querySelector('[role="alert"]') !== null ||
      document.querySelector('h1')?.textContent !== before,
    heading,
  );
  add(samples, 'next: click', timing);
  if ((await page.getByRole('alert').count()) === 0) return true;
  add(samples, 'next: summary painted', {
    durationMs: await alertPaintedAfterPointerDown(page),
    inputDelayMs: Number.NaN,
  });
  return true;
}

/**
 * Next on a valid step (issue 27 item 6): the step filled as the sample applicant of its country, then the press, to
 * the first frame showing the next step's heading.
 */
async function validNextScenario(page: Page, samples: Samples, country: Country): Promise<boolean> {
  await fillCurrentPage(page, typedApplicant(country, 'accept'));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await (
    await clickCentre(page, submitButton(page))
  )();
  add(samples, 'valid next: next step painted', {
    durationMs: await nextStepPaintedAfterPointerDown(page),
    inputDelayMs: Number.NaN,
  });
  return true;
}

const SCENARIOS: readonly Scenario[] = [
  { name: 'first touch', start: false, run: firstTouchScenario },
  { name: 'slider', start: true, run: sliderScenario },
  { name: 'field', start: true, run: fieldScenario },
  { name: 'next', start: true, run: nextScenario },
  { name: 'valid next', start: true, run: validNextScenario },
];

/** --scenarios 'valid next,next': some scenarios only (all by default). */
const chosenScenarios = readOption(argv, 'scenarios')
  ?.split(',')
  .map((name) => name.trim());

const machine = machineNote();
const api = await startBenchApi(ports);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows: (string | number)[][] = [];
const failures: string[] = [];
let markerSeen = 0;
let pagesOpened = 0;
try {
  for (const [index, cell] of cells.entries()) {
    const target = await serveBenchCell(cell, ports);
    const name = cellName(target.built.target);
    const samples: Samples = new Map();
    let scenarios = SCENARIOS.filter(
      (scenario) => !chosenScenarios || chosenScenarios.includes(scenario.name),
    );
    try {
      for (let run = 0; run < runs; run++) {
        for (const scenario of scenarios) {
          const { page, hydrationMarker } = await openPage(browser, target.url, scenario.start);
          if (scenario.start) pagesOpened++;
          if (scenario.start && hydrationMarker) markerSeen++;
          try {
            // A scenario the step has nothing for is not tried again on this cell.
            if (!(await scenario.run(page, samples, target.built.target.country)))
              scenarios = scenarios.filter((other) => other !== scenario);
          } catch (error) {
            // One broken scenario (a step without the expected control) must not lose an --all run's other cells.
            failures.push(
              `${name} ${scenario.name}: ${error instanceof Error ? error.message : String(error)}`,
            );
            console.warn(failures.at(-1));
          } finally {
            await page.context().close();
          }
        }
        console.log(`[${index + 1}/${cells.length}] ${name} run ${run + 1}/${runs} done`);
      }
    } finally {
      await target.close();
    }
    for (const [interaction, timings] of samples) {
      const durations = timings.map((timing) => timing.durationMs);
      const delays = timings.map((timing) => timing.inputDelayMs).filter(Number.isFinite);
      rows.push([
        name,
        interaction,
        timings.length,
        formatMs(median(durations), THRESHOLD_MS),
        formatMs(worst(durations), THRESHOLD_MS),
        delays.length > 0 ? formatMs(median(delays)) : 'n/a',
        // The app's start is a wait, not an interaction: no INP target.
        interaction === APP_READY ? 'n/a' : worst(durations) <= TARGET_MS ? 'yes' : 'no',
      ]);
    }
  }
} finally {
  await browser.close();
  await api.close();
}

const table = markdownTable(
  ['cell', 'interaction', 'samples', 'median', 'worst', 'input delay (median)', `worst <= ${TARGET_MS} ms`],
  rows,
);
const commit = describeCommit();
const readiness =
  markerSeen === pagesOpened
    ? 'the hydration marker'
    : `network idle and the form shown (the hydration marker on ${markerSeen} of ${pagesOpened} pages)`;
const setting =
  `${runs} runs per cell at ${commit}, CPU ${CPU_SLOWDOWN}x slower, ${machine}; ` +
  `interactive after ${readiness}`;
console.log(`\nFirst-step interactions, production builds: ${setting}\n`);
console.log(table);
if (failures.length > 0) {
  console.error(`\n${failures.length} scenario runs failed:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
if (argv.includes('--write')) {
  const failed = failures.length > 0 ? ` ${failures.length} scenario runs failed and are not counted.` : '';
  writeBenchEntry('interaction', {
    title: entryTitle(argv, commit),
    body: `${setting}.${failed}\n\n${table}`,
  });
}
