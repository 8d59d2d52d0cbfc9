/**
 * `npm run bench:page`: Lighthouse (mobile preset: emulated mid-range phone, simulated slow 4G) against the
 * production build of a cell served on loopback (with the reference API), in Debian's chromium. Prints the performance score, LCP,
 * TBT and CLS as the median of several runs. Options: --country, --product, --runs (default 3), --report <file>
 * (the last run's full Lighthouse result as JSON: the LCP element, the request chain, the opportunities).
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readOption } from './lib/args';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { startBenchTarget } from './lib/bench-target';

const argv = process.argv.slice(2);
const runs = Number(readOption(argv, 'runs') ?? 3);
const reportFile = readOption(argv, 'report');
const { built, url, close } = await startBenchTarget(argv, { api: 4398, app: 4399 });

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
  await close();
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
