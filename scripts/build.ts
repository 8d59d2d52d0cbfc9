/**
 * Builds one cell of the matrix, or all of them:
 *   npm run build -- --country es --product finvela --mode production
 *   COUNTRY=pl PRODUCT=zlotek npm run build -- --mode staging
 *   npm run build -- --country ph --locale en   (the pages in another of the country's languages: dist/ph-vayra-development-en)
 *   VITE_API_BASE=https://api.lender.tld npm run build -- --all --mode production
 *   PRERENDER_SNAPSHOT=first-step.json npm run build -- ...   (or --snapshot first-step.json)
 * Unknown or invalid cells fail with the list of valid values; a staging or production build with a placeholder
 * API base, or whose first step's data cannot be had (docs/deploy.md), fails with what to do.
 */
import { ApiBaseError } from '#build/api-base.ts';
import { BuildTargetError } from '#build/build-target.ts';
import { PrerenderDataError } from '#build/prerender-data.ts';
import { PAGE_VARIANTS } from '#markets/matrix.ts';
import { readOption } from './lib/args.ts';
import { buildCell, type BuiltCell } from './lib/build-cell.ts';

const argv = process.argv.slice(2);
const mode = readOption(argv, 'mode', 'MODE');
const basePath = readOption(argv, 'base', 'BASE_PATH');
const snapshotFile = readOption(argv, 'snapshot', 'PRERENDER_SNAPSHOT');
const report = (built: BuiltCell) =>
  console.log(`built ${built.distDir} (first step prerendered from ${built.prerenderSource})`);

try {
  if (argv.includes('--all')) {
    for (const variant of PAGE_VARIANTS) {
      const built = await buildCell({
        country: variant.country,
        product: variant.product,
        mode,
        basePath,
        snapshotFile,
        quiet: true,
      });
      report(built);
    }
  } else {
    const built = await buildCell({
      country: readOption(argv, 'country', 'COUNTRY'),
      product: readOption(argv, 'product', 'PRODUCT'),
      locale: readOption(argv, 'locale', 'LOCALE'),
      mode,
      basePath,
      snapshotFile,
    });
    report(built);
  }
} catch (error) {
  if (
    error instanceof BuildTargetError ||
    error instanceof ApiBaseError ||
    error instanceof PrerenderDataError
  ) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
