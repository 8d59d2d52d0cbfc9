/**
 * `npm run size`: builds the budget cell in production mode (unless --no-build) and fails when the first
 * screen's JavaScript or CSS, its application page or its phone-parsing chunk (gzip) is over the budget in budgets.json.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { buildCell, ROOT } from './lib/build-cell';
import { applicationPageAssets, firstScreenAssets, kb, phoneChunkAssets } from './lib/first-screen';

const budgetsSchema = z.object({
  cell: z.object({ country: z.string(), product: z.string(), mode: z.string() }),
  firstScreenJsGzipKb: z.number().positive(),
  firstScreenCssGzipKb: z.number().positive(),
  applicationPageJsGzipKb: z.number().positive(),
  phoneChunkGzipKb: z.number().positive(),
});
const budgets = budgetsSchema.parse(JSON.parse(readFileSync(resolve(ROOT, 'budgets.json'), 'utf8')));

const built = await buildCell({ ...budgets.cell, quiet: true });
const { js, css } = firstScreenAssets(built.distDir, built.basePath);
const page = applicationPageAssets(
  built.distDir,
  built.target.variant.applicationPage,
  js.map((asset) => asset.file),
);
// Loaded on the first phone check, after the page: libphonenumber-js with the cell's own country's metadata.
const phone = phoneChunkAssets(
  built.distDir,
  [...js, ...page].map((asset) => asset.file),
);
const total = (assets: { gzipBytes: number }[]) => assets.reduce((sum, asset) => sum + asset.gzipBytes, 0);

for (const asset of [...js, ...css, ...page, ...phone]) {
  console.log(
    `  ${asset.file.padEnd(48)} ${String(kb(asset.bytes)).padStart(8)} kB  ${String(kb(asset.gzipBytes)).padStart(7)} kB gzip`,
  );
}
const checks = [
  { name: 'first-screen JavaScript', gzipKb: kb(total(js)), budgetKb: budgets.firstScreenJsGzipKb },
  { name: 'first-screen CSS', gzipKb: kb(total(css)), budgetKb: budgets.firstScreenCssGzipKb },
  {
    name: 'application page JavaScript (lazy)',
    gzipKb: kb(total(page)),
    budgetKb: budgets.applicationPageJsGzipKb,
  },
  { name: 'phone parsing (lazy)', gzipKb: kb(total(phone)), budgetKb: budgets.phoneChunkGzipKb },
];
let failed = 0;
for (const check of checks) {
  const ok = check.gzipKb <= check.budgetKb;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${check.name}: ${check.gzipKb} kB gzip (budget ${check.budgetKb} kB)`);
}
console.log(`first screen with its application page: ${kb(total(js) + total(page))} kB gzip`);
console.log(`size: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
