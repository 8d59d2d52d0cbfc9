/**
 * Event Timing in the page, for scripts/bench-interaction.ts: an observer installed before the app's scripts, and
 * the reading of one interaction's timings (INP counts an interaction's longest entry, input to next paint).
 */
import type { Page } from '@playwright/test';

/** One interaction as the page measured it. */
export interface Timing {
  durationMs: number;
  inputDelayMs: number;
}

interface EventRecord {
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
}

/**
 * What the init script keeps on window. The page functions here read it through a cast: they run in the page,
 * where TypeScript cannot know what the init script added.
 */
interface BenchWindow {
  benchEvents: EventRecord[];
  benchObserver: PerformanceObserver;
  benchPointerDownAt?: number;
  benchFirstPointerDownAt?: number;
  benchInteractiveAt?: number;
  benchSummaryPaintedAt?: number;
  /** The step's heading when the last pointerdown came, and the first frame showing another one after it. */
  benchHeadingAtPointerDown?: string | null;
  benchNextStepPaintedAt?: number;
}

/**
 * Installed before the app's scripts. No named functions in here: tsx would wrap them in a helper that does not
 * exist in the page.
 */
export const installEventTiming = (threshold: number) => {
  const page = window as unknown as BenchWindow; // the globals this script adds (BenchWindow)
  page.benchEvents = [];
  page.benchObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // Event Timing entries are PerformanceEventTiming; TypeScript's DOM library has no interactionId yet.
      const timing = entry as PerformanceEventTiming & { interactionId?: number };
      page.benchEvents.push({
        interactionId: timing.interactionId ?? 0,
        startTime: timing.startTime,
        duration: timing.duration,
        processingStart: timing.processingStart,
      });
    }
  });
  // durationThreshold is in the spec but not in TypeScript's PerformanceObserverInit.
  page.benchObserver.observe({
    type: 'event',
    buffered: true,
    durationThreshold: threshold,
  } as PerformanceObserverInit);
  addEventListener(
    'pointerdown',
    (event) => {
      page.benchPointerDownAt = event.timeStamp;
      page.benchFirstPointerDownAt ??= event.timeStamp;
      page.benchHeadingAtPointerDown = document.querySelector('h1')?.textContent ?? null;
      page.benchNextStepPaintedAt = undefined;
    },
    { capture: true },
  );
  // When the step became the app's (the hydration marker, prerendered-hydration.ts).
  // The document, not its root element: this script runs before the parser has made <html>.
  new MutationObserver(() => {
    if (document.documentElement.dataset.interactive === 'true')
      page.benchInteractiveAt ??= performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
  new MutationObserver(() => {
    if (page.benchSummaryPaintedAt !== undefined || page.benchPointerDownAt === undefined) return;
    if (!document.querySelector('[role="alert"]')) return;
    page.benchSummaryPaintedAt = -1;
    requestAnimationFrame(() => setTimeout(() => (page.benchSummaryPaintedAt = performance.now())));
  }).observe(document, { childList: true, subtree: true });
  // The next step: the heading's text changed after the press (a step's focus goes to its heading, docs/adr/0005).
  new MutationObserver(() => {
    if (page.benchNextStepPaintedAt !== undefined || page.benchHeadingAtPointerDown === undefined) return;
    const heading = document.querySelector('h1')?.textContent ?? null;
    if (heading === null || heading === page.benchHeadingAtPointerDown) return;
    page.benchNextStepPaintedAt = -1;
    requestAnimationFrame(() => setTimeout(() => (page.benchNextStepPaintedAt = performance.now())));
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

/** Runs one interaction and reads what Event Timing saw of it (the longest entry of its interactions). */
export async function measureInteraction(page: Page, act: () => Promise<void>): Promise<Timing> {
  // The init script's globals (BenchWindow), here and in the other page functions.
  const from = await page.evaluate(() => (window as unknown as BenchWindow).benchEvents.length);
  await act();
  // The entries are queued after the paint that follows the handlers: two frames and a task, then taken.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)));
      }),
  );
  const records = await page.evaluate((start) => {
    const bench = window as unknown as BenchWindow; // the init script's globals
    for (const entry of bench.benchObserver.takeRecords()) {
      // The observer takes 'event' entries only: PerformanceEventTiming, interactionId where the browser has it.
      const timing = entry as PerformanceEventTiming & { interactionId?: number };
      bench.benchEvents.push({
        interactionId: timing.interactionId ?? 0,
        startTime: timing.startTime,
        duration: timing.duration,
        processingStart: timing.processingStart,
      });
    }
    return bench.benchEvents.slice(start);
  }, from);
  const longest = records
    .filter((record) => record.interactionId > 0)
    .reduce<EventRecord | undefined>(
      (max, record) => (max && max.duration >= record.duration ? max : record),
      undefined,
    );
  return longest
    ? { durationMs: longest.duration, inputDelayMs: longest.processingStart - longest.startTime }
    : { durationMs: 0, inputDelayMs: Number.NaN };
}

/**
 * The time from the last pointerdown to the first frame showing an element with role="alert" (the error summary):
 * the whole answer to a click, validation that finishes after the click's own paint included.
 */
export async function alertPaintedAfterPointerDown(page: Page): Promise<number> {
  // The init script's globals (BenchWindow), in both page functions.
  await page.waitForFunction(() => ((window as unknown as BenchWindow).benchSummaryPaintedAt ?? -1) > 0);
  return page.evaluate(() => {
    const bench = window as unknown as BenchWindow; // the init script's globals
    return (bench.benchSummaryPaintedAt ?? 0) - (bench.benchPointerDownAt ?? 0);
  });
}

/** The time from the last pointerdown to the first frame showing the next step's heading. */
export async function nextStepPaintedAfterPointerDown(page: Page): Promise<number> {
  // The init script's globals (BenchWindow), in both page functions.
  await page.waitForFunction(() => ((window as unknown as BenchWindow).benchNextStepPaintedAt ?? -1) > 0);
  return page.evaluate(() => {
    const bench = window as unknown as BenchWindow; // the init script's globals
    return (bench.benchNextStepPaintedAt ?? 0) - (bench.benchPointerDownAt ?? 0);
  });
}

/** The time from the page's first pointerdown to the step becoming the app's (the hydration marker). */
export async function interactiveAfterFirstPointerDown(page: Page): Promise<number> {
  // The init script's globals (BenchWindow), in both page functions.
  await page.waitForFunction(() => (window as unknown as BenchWindow).benchInteractiveAt !== undefined);
  return page.evaluate(() => {
    const bench = window as unknown as BenchWindow; // the init script's globals
    return (bench.benchInteractiveAt ?? 0) - (bench.benchFirstPointerDownAt ?? 0);
  });
}
