/**
 * Where the time of one press on Next goes (CPU 4x slower): a CPU profile of the click on an untouched first step,
 * self and inclusive time per original source file and function (through the build's source maps). With --load, the
 * page's start instead: from the navigation, through the first touch that starts the app, to the step's interactive
 * mark (what Lighthouse's TBT was made of before docs/adr/0023). With --valid, a valid press: the step filled as the
 * country's sample applicant, from the press to the next step's heading (issue 27 item 6).
 * With --touch, the start alone: the page left idle for 3 s as an applicant reads it (its code fetched, not run:
 * docs/adr/0033), then from the tap that starts the app to the step's interactive mark (issue 27 item 4).
 * With --landing, a first visit that touches nothing: from the navigation (an affiliate's link) through 3 s of
 * reading, what the landing's record on arrival, the parse and the idle prefetch cost (issue 27 item 2).
 * With --trace, a trace instead of a CPU profile (of the press, or with --landing or --touch of the landing or the
 * start): the main thread's own time by event (style, layout, paint, script, GC), which a CPU profile files under
 * "(program)" (scripts/lib/trace-summary.ts).
 * Exploratory, not a benchmark (figures come from bench:interaction and bench:page).
 * npm run profile:first-step -- [--country mx --product prestaluz] [--runs 3] [--load | --touch | --valid | --landing]
 *   [--trace]
 *   [--stacks <text>] (the callers of the functions whose name holds the text)
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { fillCurrentPage } from '../e2e/support/dynamic-funnel.ts';
import { typedApplicant } from '../e2e/support/variant-applicant.ts';
import { readOption } from './lib/args.ts';
import { AFFILIATE_LANDING, serveBenchCell, startBenchApi } from './lib/bench-target.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { ownTimeByName, traceEventsOf } from './lib/trace-summary.ts';

const argv = process.argv.slice(2);
const runs = Number(readOption(argv, 'runs') ?? 3);
const profileLoad = argv.includes('--load');
const profileTouch = argv.includes('--touch');
const profileValidPress = argv.includes('--valid');
const profileLanding = argv.includes('--landing');
const traced = argv.includes('--trace');
/** --stacks <text>: the call stacks of the samples whose own function's name contains the text (who calls it). */
const stacksOf = readOption(argv, 'stacks');
const stackTotals = new Map<string, number>();
if (traced && profileLoad)
  throw new Error('--trace traces a press, a landing or a touch: use it without --load');
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'];
const traceTotals = new Map<string, number>();
const ports = { api: 4600, app: 4601 };
/** How long --touch leaves the page before the tap (and --landing reads it): what bench:first-visit reads by default. */
const READING_MS = 3000;
const api = await startBenchApi(ports);
const target = await serveBenchCell(
  { country: readOption(argv, 'country', 'COUNTRY'), product: readOption(argv, 'product', 'PRODUCT') },
  ports,
);
const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  if (maps.has(url)) return maps.get(url) ?? null;
  // V8's own scripts (`v8/LoadTimes`, extensions) have no address and no source map.
  if (!URL.canParse(url)) return null;
  const file = join(target.built.distDir, new URL(url).pathname.slice(target.built.basePath.length));
  const map = existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null;
  maps.set(url, map);
  return map;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
const selfTotals = new Map<string, number>();
const inclusive = new Map<string, number>();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  // A first visit starts the app at the applicant's first touch (docs/adr/0023): a tap on the heading.
  const startApp = () => page.getByRole('heading', { level: 1 }).click();
  if (profileLoad) {
    await cdp.send('Profiler.start');
    await page.goto(target.url);
    await startApp();
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  } else if (profileLanding) {
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    else await cdp.send('Profiler.start');
    await page.goto(`${target.url}${AFFILIATE_LANDING}`);
    await page.waitForTimeout(READING_MS);
  } else if (profileTouch) {
    await page.goto(target.url);
    await page.waitForTimeout(READING_MS);
    // A tap through the mouse, not a locator's click: Playwright's own checks would run in the profiled window.
    const box = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (!box) throw new Error('The step has no heading to tap');
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    else await cdp.send('Profiler.start');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  } else {
    await page.goto(target.url);
    await startApp();
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    await page.waitForLoadState('networkidle');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    if (profileValidPress) await fillCurrentPage(page, typedApplicant(target.built.target.country, 'accept'));
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    const box = await page.locator('main form [type="submit"]').boundingBox();
    if (!box) throw new Error('The step has no Next to press');
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    else await cdp.send('Profiler.start');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    if (profileValidPress)
      await page.waitForFunction((before) => document.querySelector('h1')?.textContent !== before, heading);
    else await page.getByRole('alert').first().waitFor({ state: 'visible' });
  }
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  if (traced) {
    const trace = traceEventsOf(JSON.parse((await browser.stopTracing()).toString()));
    for (const [name, ms] of ownTimeByName(trace))
      traceTotals.set(name, (traceTotals.get(name) ?? 0) + ms / runs);
    await context.close();
    continue;
  }
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map<number, ProfileNode>(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const label = (node: ProfileNode) => {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    // A frame without a position (line -1) is named by its file alone.
    const map = url && lineNumber >= 0 ? mapOf(url) : null;
    if (map) {
      const position = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
      if (position.source)
        return `${position.name ?? functionName} ${position.source.replace(/^.*node_modules\//, '~').replace(/^(\.\.\/)+/, '')}:${position.line}`;
    }
    return `${functionName || '(anonymous)'} ${url ? url.slice(url.lastIndexOf('/') + 1) : ''}`;
  };
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    const node = nodes.get(id);
    if (!node) return;
    // Self time under the same name as the inclusive totals: one mapping through the source maps, not two.
    const name = label(node);
    const ms = (deltas[index + 1] ?? 0) / 1000 / runs;
    selfTotals.set(name, (selfTotals.get(name) ?? 0) + ms);
    if (stacksOf && name.includes(stacksOf)) {
      const stack: string[] = [];
      for (let at = parents.get(id); at !== undefined; at = parents.get(at)) {
        const caller = nodes.get(at);
        if (caller) stack.push(label(caller));
      }
      const key = stack.slice(0, 12).join('\n    < ');
      stackTotals.set(key, (stackTotals.get(key) ?? 0) + ms);
    }
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const ancestor = nodes.get(at);
      if (!ancestor) break;
      const key = label(ancestor);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  });
  await context.close();
}
if (traced) {
  console.log(
    `--- main thread's own time by event (ms per ${profileLanding ? 'landing' : profileTouch ? 'start' : profileValidPress ? 'valid press' : 'click'}, CPU 4x)`,
  );
  for (const [name, ms] of [...traceTotals].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(ms.toFixed(1).padStart(7), name);
}
if (!traced) printProfile();
await browser.close();
await target.close();
await api.close();

/** The CPU profile's totals: by file, by function, and inclusive of callees. */
function printProfile() {
  const sorted = [...selfTotals].sort((a, b) => b[1] - a[1]);
  const bySource = new Map<string, number>();
  for (const [name, ms] of sorted) {
    const source = name.split(' ')[1]?.replace(/:\d+$/, '') ?? name;
    bySource.set(source, (bySource.get(source) ?? 0) + ms);
  }
  const unit = profileLoad ? 'load' : profileTouch ? 'start' : profileValidPress ? 'valid press' : 'click';
  const busy = sorted.filter(([name]) => !name.startsWith('(idle)')).reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`--- main thread busy: ${busy.toFixed(1)} ms per ${unit} (every sample but idle), CPU 4x`);
  const byPackage = new Map<string, number>();
  for (const [source, ms] of bySource) {
    const packageName = /^~((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
    if (packageName) byPackage.set(packageName, (byPackage.get(packageName) ?? 0) + ms);
  }
  console.log(`--- by package (ms per ${unit})`);
  for (const [name, ms] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(ms.toFixed(1).padStart(7), name);
  console.log(`--- by file (ms per ${unit}, CPU 4x)`);
  for (const [source, ms] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(ms.toFixed(1).padStart(7), source);
  console.log('--- by function');
  for (const [name, ms] of sorted.slice(0, 40)) console.log(ms.toFixed(1).padStart(7), name);
  for (const [stack, ms] of [...stackTotals].sort((a, b) => b[1] - a[1]).slice(0, 5))
    console.log(`--- ${ms.toFixed(1)} ms under\n    < ${stack}`);
  console.log('--- inclusive');
  for (const [name, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 70))
    console.log(ms.toFixed(1).padStart(7), name);
}
