/**
 * `npm run size`: builds every cell of the matrix in production mode, one after the other in this process (unless
 * --no-build, which measures the builds already in dist/), and fails when a cell's first-screen JavaScript or CSS, its
 * application page, its first field (what a first visit runs before the first field works: index.html's inline
 * scripts, docs/adr/0023), the app (the first screen and the page together) or its phone-parsing chunk (gzip) is
 * over its budget in budgets.json (the default, or the cell's override), or when its build holds another variant's
 * code (another country's rules or profile, another brand's stylesheet, the other page kind; scripts/lib/cell-markers.ts).
 *   npm run size                          every cell
 *   npm run size -- --cell pl/zlotek      one cell
 *   npm run size -- --no-build --verbose  the builds in dist/, with each cell's assets listed
 *   npm run size -- --in e2e              the production builds in dist/e2e/ (npm test: the e2e suite's, built once)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REFERENCE_API_BASE } from '#build/api-base.ts';
import { normaliseBasePath } from '#build/base-path.ts';
import { resolveBuildTarget } from '#build/build-target.ts';
import { buildDirName, PAGE_VARIANTS, type PageVariant } from '#markets/matrix.ts';
import { readOption } from './lib/args.ts';
import { buildCell, ROOT, type BuiltCell } from './lib/build-cell.ts';
import { describeFound, findMarkers, foreignMarkers, ownMarker, type BuiltFile } from './lib/cell-markers.ts';
import {
  applicationPageAssets,
  arrivalAssets,
  firstScreenAssets,
  firstFieldScripts,
  uncountedPreloads,
  kb,
  phoneChunkAssets,
  type AssetSize,
} from './lib/first-screen.ts';
import {
  budgetFor,
  budgetsSchema,
  cellKeyOf,
  cellLine,
  checkFigures,
  type Figures,
} from './lib/size-budgets.ts';

const argv = process.argv.slice(2);
/** A folder under dist/ holding production builds of the cells to measure rather than building them (--no-build: dist/). */
const builtIn = readOption(argv, 'in');
const noBuild = argv.includes('--no-build') || builtIn !== undefined;
const verbose = argv.includes('--verbose');
const only = readOption(argv, 'cell');
// The production cells against the reference API on loopback (its data prerendered, build/prerender-data.ts): the
// .env.production base is a placeholder a production build refuses, and a lender's API is not what is measured.
process.env.VITE_API_BASE = REFERENCE_API_BASE;
const budgets = budgetsSchema.parse(JSON.parse(readFileSync(resolve(ROOT, 'budgets.json'), 'utf8')));

const cells = PAGE_VARIANTS.filter((variant) => only === undefined || cellKeyOf(variant) === only);
if (cells.length === 0) {
  console.error(`Unknown --cell "${only}". Cells: ${PAGE_VARIANTS.map(cellKeyOf).join(', ')}.`);
  process.exit(2);
}

const total = (assets: readonly AssetSize[]) => assets.reduce((sum, asset) => sum + asset.gzipBytes, 0);

function measure(built: BuiltCell): { figures: Figures; assets: AssetSize[] } {
  const { js, css, preloaded } = firstScreenAssets(built.distDir, built.basePath);
  const page = applicationPageAssets(
    built.distDir,
    built.target.variant.applicationPage,
    js.map((asset) => asset.file),
  );
  // The landing's record on arrival, run after a first visit's paint and before the app (issue 27, item 2).
  const arrival = arrivalAssets(built.distDir, built.basePath);
  // Every script index.html fetches up front is in a figure, or the figures would miss what a phone downloads.
  const uncounted = uncountedPreloads(preloaded, [...js, ...page, ...arrival]);
  if (uncounted.length > 0)
    throw new Error(`index.html preloads files no figure counts: ${uncounted.join(', ')}`);
  // Loaded on the first phone check, after the page: libphonenumber-js with the cell's own country's metadata.
  const phone = phoneChunkAssets(
    built.distDir,
    [...js, ...page].map((asset) => asset.file),
  );
  // What a first visit runs before the applicant can use the first field (issue 16's 100 kB target).
  const firstField = firstFieldScripts(built.distDir, [...js, ...page]);
  const { inline } = firstField;
  // The app: what the browser fetches before the step is React's (at a first visit's first touch, at once on a visit
  // drawn afresh).
  const app = total(js) + total(page);
  return {
    figures: {
      firstScreenJsGzipKb: kb(total(js)),
      firstScreenCssGzipKb: kb(total(css)),
      applicationPageJsGzipKb: kb(total(page)),
      firstFieldJsGzipKb: kb(firstField.gzipBytes),
      appStartJsGzipKb: kb(app),
      arrivalJsGzipKb: kb(total(arrival)),
      phoneChunkGzipKb: kb(total(phone)),
    },
    assets: [...inline, ...arrival, ...js, ...css, ...page, ...phone],
  };
}

/** Every emitted code file but the source maps, which are never served (assets/locales/ holds the texts). */
function builtFiles(distDir: string): BuiltFile[] {
  const assetsDir = join(distDir, 'assets');
  return readdirSync(assetsDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
    .map(({ name }) => ({ name: `assets/${name}`, content: readFileSync(join(assetsDir, name), 'utf8') }));
}

async function builtCell(variant: PageVariant): Promise<BuiltCell> {
  const cell = { country: variant.country, product: variant.product, mode: 'production' };
  if (!noBuild) return buildCell({ ...cell, quiet: true });
  const target = resolveBuildTarget(cell);
  return {
    target,
    distDir: resolve(ROOT, 'dist', builtIn ?? '', buildDirName(target)),
    basePath: normaliseBasePath(process.env.BASE_PATH),
    prerenderSource: `the build already in dist/${builtIn ? `${builtIn}/` : ''}`,
  };
}

const started = performance.now();
let failed = 0;
for (const variant of cells) {
  const cell = cellKeyOf(variant);
  const built = await builtCell(variant);
  // Vite warns about the config loader on every build; once is enough for one line per cell.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const { figures, assets } = measure(built);
  const checks = checkFigures(figures, budgetFor(budgets, cell));
  const files = builtFiles(built.distDir);
  const foreign = findMarkers(files, foreignMarkers(variant));
  // The scan must see the cell's own profile, or it is reading something other than this build.
  const seen = findMarkers(files, [ownMarker(variant)]).length > 0;
  const problems = [
    ...foreign.map(describeFound),
    ...(seen ? [] : [`the scan did not find its own profile in ${built.distDir}`]),
  ];
  if (problems.length > 0 || checks.some((check) => !check.ok)) failed++;
  console.log(cellLine(cell, checks, problems));
  if (verbose) {
    for (const asset of assets) {
      console.log(
        `       ${asset.file.padEnd(48)} ${String(kb(asset.bytes)).padStart(8)} kB  ${String(kb(asset.gzipBytes)).padStart(7)} kB gzip`,
      );
    }
  }
}
const seconds = Math.round((performance.now() - started) / 100) / 10;
console.log(`size: ${cells.length - failed} of ${cells.length} cells within budget, in ${seconds} s`);
process.exit(failed > 0 ? 1 : 0);
