/**
 * `npm run bench:page`: Lighthouse (mobile preset: emulated mid-range phone, simulated slow 4G) against the
 * production build of a cell served on loopback (with the reference API), in Debian's chromium. Prints the performance score, LCP,
 * TBT and CLS as the median of several runs. Options: --country, --product, --runs (default 3), --report <file>
 * (the last run's full Lighthouse result as JSON: the LCP element, the request chain, the opportunities).
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildServer } from '../server/build-server';
import { readOption } from './lib/args';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { buildCell } from './lib/build-cell';
import { startStaticServer } from './lib/static-server';

const argv = process.argv.slice(2);
const runs = Number(readOption(argv, 'runs') ?? 3);
const reportFile = readOption(argv, 'report');
// The production build talks to a reference API on loopback, so the page measured is the real first step
// (the configuration fetched, the form rendered), not an error page. Existing VITE_ variables win over env files.
const apiPort = 4398;
process.env.VITE_API_BASE = `http://127.0.0.1:${apiPort}`;
const api = await buildServer({ dataDir: 'memory://' });
await api.listen({ host: '127.0.0.1', port: apiPort });
const built = await buildCell({
  country: readOption(argv, 'country', 'COUNTRY'),
  product: readOption(argv, 'product', 'PRODUCT'),
  mode: 'production',
  quiet: true,
});
const port = 4399;
const server = await startStaticServer({ distDir: built.distDir, basePath: built.basePath, port });
const url = `http://127.0.0.1:${port}${built.basePath}`;

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

interface Sample {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}
const samples: Sample[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (reportFile && run === runs - 1) writeFileSync(reportFile, JSON.stringify(lhr, null, 2));
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    samples.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcpMs: metric('first-contentful-paint'),
    });
  }
} finally {
  chrome.kill();
  server.close();
  await api.close();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
console.log(
  `Lighthouse mobile, ${built.target.country}/${built.target.product} production, median of ${runs} runs`,
);
console.log(`  performance score  ${pick('score')}`);
console.log(`  FCP                ${Math.round(pick('fcpMs'))} ms`);
console.log(`  LCP                ${Math.round(pick('lcpMs'))} ms`);
console.log(`  TBT                ${Math.round(pick('tbtMs'))} ms`);
console.log(`  CLS                ${pick('cls').toFixed(3)}`);
