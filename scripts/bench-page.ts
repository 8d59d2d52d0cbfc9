/**
 * `npm run bench:page`: Lighthouse (mobile preset: emulated mid-range phone, simulated slow 4G) against the
 * production build of a cell served on loopback (with the reference API), in Debian's chromium. Prints, per cell,
 * the median of several runs of the performance score, FCP, LCP, TBT and CLS; the first-field JavaScript and the
 * app's (gzip, as `npm run size` counts them: a first visit runs index.html's inline scripts before its first field
 * works and fetches the app at the applicant's first touch, docs/adr/0023); and the scripts the run's page fetched
 * (transferred, median), as Lighthouse's network record has them: Lighthouse does not touch the page.
 *
 * Options: --country, --product (one cell), or --all (the 17 page variants, one after the other) or
 * --only mx-prestaluz,pl-zlotek; --runs (default 3); --port <n> (API on n, page on n + 1; default 4398);
 * --write (the table goes into the bench:all block of docs/performance.md, titled with the date and --label or
 * the commit); --report <file> (the last run's full Lighthouse result as JSON: the LCP element, the request chain);
 * --throttling applied (the phone's CPU and link applied to the browser as it loads, Lighthouse's `devtools` method,
 * instead of its default `simulate`, which loads at full speed and models the phone from that trace: in Chromium 156
 * the model counts a task of 60 ms at 4x as hundreds of milliseconds of blocking, docs/performance.md);
 * --script-free (each run followed by one on the cell's script-free twin, scripts/lib/script-free.ts, served on the
 * page's port + 1: the table adds its LCP and the ratio of the two medians, issue 27's "at most 1.1x").
 */
import { rmSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { z } from 'zod';
import { readOption } from './lib/args.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import {
  benchPorts,
  benchRuns,
  describeCommit,
  entryTitle,
  machineNote,
  writeBenchEntry,
} from './lib/bench-doc.ts';
import { cellName, formatMs, markdownTable, median, selectCells } from './lib/bench-report.ts';
import { serveBenchCell, startBenchApi } from './lib/bench-target.ts';
import { scriptFreeCopy } from './lib/script-free.ts';
import { startStaticServer } from './lib/static-server.ts';
import { applicationPageAssets, firstScreenAssets, firstFieldScripts, kb } from './lib/first-screen.ts';
import type { BuiltCell } from './lib/build-cell.ts';

const argv = process.argv.slice(2);
const runs = benchRuns(argv, 3);
const reportFile = readOption(argv, 'report');
const ports = benchPorts(argv, 4398);
const throttling = readOption(argv, 'throttling') ?? 'simulated';
if (throttling !== 'simulated' && throttling !== 'applied')
  throw new Error(`--throttling is simulated or applied, not ${throttling}`);
/** Lighthouse's name for the method: `devtools` applies the throttling to the page as it loads. */
const throttlingMethod = throttling === 'applied' ? 'devtools' : 'simulate';
const scriptFree = argv.includes('--script-free');
const cells = selectCells(argv) ?? [
  { country: readOption(argv, 'country', 'COUNTRY'), product: readOption(argv, 'product', 'PRODUCT') },
];

interface Sample {
  score: number;
  scriptsKb: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
interface CellResult extends ScriptFigures {
  cell: string;
  samples: Sample[];
  /** The script-free twin's LCP per run (--script-free). */
  scriptFreeLcpMs: number[];
}

interface ScriptFigures {
  /** Gzip kB a first visit runs before the first field works, as `npm run size` counts it (docs/adr/0023). */
  firstFieldJsKb: number;
  /** Gzip kB of the app: the first screen's JS and the application page's (fetched at a first visit's first touch). */
  appJsKb: number;
}

/** NaN (shown n/a) when a build no longer has the chunks first-screen.ts looks for: the timings still count. */
function scriptFigures(built: BuiltCell): ScriptFigures {
  try {
    const { js } = firstScreenAssets(built.distDir, built.basePath);
    const page = applicationPageAssets(
      built.distDir,
      built.target.variant.applicationPage,
      js.map((asset) => asset.file),
    );
    const app = [...js, ...page];
    return {
      firstFieldJsKb: kb(firstFieldScripts(built.distDir, app).gzipBytes),
      appJsKb: kb(app.reduce((sum, asset) => sum + asset.gzipBytes, 0)),
    };
  } catch (error) {
    console.warn(`script sizes not measured: ${error instanceof Error ? error.message : String(error)}`);
    return { firstFieldJsKb: Number.NaN, appJsKb: Number.NaN };
  }
}

/** Lighthouse's network record, as far as it is read here. */
const networkRequestsSchema = z.object({
  items: z.array(z.object({ resourceType: z.string().optional(), transferSize: z.number().optional() })),
});

/** What the run's page fetched as scripts (transferred bytes, kB), as Lighthouse's network record has it. */
function scriptsFetchedKb(lhr: { audits: Record<string, { details?: unknown }> }): number {
  const record = networkRequestsSchema.safeParse(lhr.audits['network-requests']?.details);
  if (!record.success) return Number.NaN;
  const scripts = record.data.items.filter((item) => item.resourceType === 'Script');
  return kb(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0));
}

/**
 * One Lighthouse run, tried again up to twice when Lighthouse itself fails: on this shared machine its trace
 * sometimes misses the navigation (NO_NAVSTART), which says nothing about the page.
 */
async function lighthouseRun(url: string, port: number, name: string) {
  for (let attempt = 1; ; attempt++) {
    const outcome = await lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
    });
    if (!outcome) throw new Error('Lighthouse returned no result');
    const { lhr } = outcome;
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${name}: ${lhr.runtimeError.message}`);
    console.log(`  ${name}: Lighthouse failed (${lhr.runtimeError.code}), trying again`);
  }
}

/** A cell's script-free twin served beside it (--script-free); close() stops it and removes the copy. */
async function serveScriptFree(distDir: string, basePath: string) {
  const copy = scriptFreeCopy(distDir);
  const port = ports.app + 1;
  const server = await startStaticServer({ distDir: copy, basePath, port });
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        rmSync(copy, { recursive: true, force: true });
      }),
  };
}

/** One run's figures, read from Lighthouse's result. */
function sampleOf(lhr: Awaited<ReturnType<typeof lighthouseRun>>): Sample {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    scriptsKb: scriptsFetchedKb(lhr),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

const machine = machineNote();
const api = await startBenchApi(ports);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const results: CellResult[] = [];
try {
  for (const [index, cell] of cells.entries()) {
    const target = await serveBenchCell(cell, ports);
    const twin = scriptFree ? await serveScriptFree(target.built.distDir, target.built.basePath) : undefined;
    const name = cellName(target.built.target);
    const result: CellResult = {
      cell: name,
      ...scriptFigures(target.built),
      samples: [],
      scriptFreeLcpMs: [],
    };
    try {
      for (let run = 0; run < runs; run++) {
        const lhr = await lighthouseRun(target.url, chrome.port, name);
        if (reportFile && run === runs - 1) writeFileSync(reportFile, JSON.stringify(lhr, null, 2));
        const sample = sampleOf(lhr);
        result.samples.push(sample);
        // Run for run, so the two pages meet the same state of the machine.
        const twinLcp = twin ? sampleOf(await lighthouseRun(twin.url, chrome.port, name)).lcpMs : undefined;
        if (twinLcp !== undefined) result.scriptFreeLcpMs.push(twinLcp);
        console.log(
          `[${index + 1}/${cells.length}] ${name} run ${run + 1}/${runs}: score ${sample.score}, ` +
            `LCP ${formatMs(sample.lcpMs)}, TBT ${formatMs(sample.tbtMs)}` +
            (twinLcp === undefined ? '' : `; script-free LCP ${formatMs(twinLcp)}`),
        );
      }
    } finally {
      await target.close();
      await twin?.close();
    }
    results.push(result);
  }
} finally {
  chrome.kill();
  await api.close();
}

const pick = (samples: Sample[], key: keyof Sample) => median(samples.map((sample) => sample[key]));
const kbCell = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} kB` : 'n/a');
const scriptFreeHeaders = scriptFree ? ['script-free LCP', 'LCP / script-free'] : [];
/** The script-free twin's median LCP and the page's against it (--script-free). */
function scriptFreeCells({ samples, scriptFreeLcpMs }: CellResult): string[] {
  if (!scriptFree) return [];
  const twin = median(scriptFreeLcpMs);
  return [formatMs(twin), `${(pick(samples, 'lcpMs') / twin).toFixed(2)}x`];
}
const table = markdownTable(
  [
    'cell',
    'score',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'first-field JS',
    'scripts fetched',
    'app JS',
    ...scriptFreeHeaders,
  ],
  results.map((result) => [
    result.cell,
    pick(result.samples, 'score'),
    formatMs(pick(result.samples, 'fcpMs')),
    formatMs(pick(result.samples, 'lcpMs')),
    formatMs(pick(result.samples, 'tbtMs')),
    pick(result.samples, 'cls').toFixed(3),
    kbCell(result.firstFieldJsKb),
    kbCell(pick(result.samples, 'scriptsKb')),
    kbCell(result.appJsKb),
    ...scriptFreeCells(result),
  ]),
);
const commit = describeCommit();
const method = `${throttling} throttling${scriptFree ? ', each run followed by one of the script-free page' : ''}`;
console.log(
  `\nLighthouse mobile (${method}), production builds at ${commit}, median of ${runs} runs, ${machine}\n`,
);
console.log(table);
if (argv.includes('--write')) {
  writeBenchEntry('all', {
    title: entryTitle(argv, commit),
    body: `Median of ${runs} Lighthouse mobile runs (${method}) per cell at ${commit}; ${machine}.\n\n${table}`,
  });
}
