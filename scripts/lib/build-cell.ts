import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, loadEnv } from 'vite';
import { checkApiBase } from '#build/api-base.ts';
import { normaliseBasePath } from '#build/base-path.ts';
import { resolveBuildTarget, type BuildTarget } from '#build/build-target.ts';
import { prerenderCell } from '#build/prerender.ts';
import { PRERENDER_FILE_VARIABLE } from '#build/prerender-plugin.ts';
import { resolvePrerenderData } from '#build/prerender-data.ts';
import { buildDirName } from '#markets/matrix.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');

export interface BuiltCell {
  target: BuildTarget;
  distDir: string;
  basePath: string;
  /** Where the prerendered first step's API data came from (build/prerender-data.ts), for the build's log. */
  prerenderSource: string;
}

/** Builds one cell of the matrix into dist/<country>-<product>-<mode>/ (or OUT_DIR) and says where it went. */
export async function buildCell(input: {
  country?: string;
  product?: string;
  mode?: string;
  /** Another of the country's languages to build the pages in (LOCALE): en for the Philippines. */
  locale?: string | undefined;
  basePath?: string;
  /** A folder under dist/ other than the cell's own (vite.config.ts reads it as OUT_DIR). */
  outDir?: string;
  quiet?: boolean;
  /** A lender's snapshot of its API's first-step answers (build/prerender-data.ts); PRERENDER_SNAPSHOT otherwise. */
  snapshotFile?: string | undefined;
}): Promise<BuiltCell> {
  const target = resolveBuildTarget(input);
  // The cell's env as its build will see it: .env.<mode>, a VITE_ variable of the environment winning.
  const env = loadEnv(target.mode, ROOT, 'VITE_');
  // A staging or production build with a placeholder API base fails here, before anything is built (issue 29).
  checkApiBase(target.mode, env.VITE_API_BASE);
  process.env.COUNTRY = target.country;
  process.env.PRODUCT = target.product;
  if (target.locale) process.env.LOCALE = target.locale;
  else Reflect.deleteProperty(process.env, 'LOCALE');
  if (input.basePath) process.env.BASE_PATH = input.basePath;
  if (input.outDir) process.env.OUT_DIR = input.outDir;
  // The first step, prerendered for the client build to put in index.html (issue 16, docs/adr/0021), from the
  // lender's data: its snapshot or its API (the reference API's data only for a loopback API base).
  const { data, source } = await resolvePrerenderData({
    target,
    apiBase: env.VITE_API_BASE ?? '',
    policiesPath: env.VITE_POLICIES_PATH ?? '/policy',
    snapshotFile: input.snapshotFile ?? (process.env.PRERENDER_SNAPSHOT || undefined),
  });
  const prerendered = await prerenderCell(target, normaliseBasePath(process.env.BASE_PATH), data);
  const scratch = mkdtempSync(join(tmpdir(), 'prerendered-'));
  const prerenderFile = join(scratch, 'first-screen.json');
  writeFileSync(prerenderFile, JSON.stringify(prerendered));
  process.env[PRERENDER_FILE_VARIABLE] = prerenderFile;
  try {
    await build({
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      mode: target.mode,
      logLevel: input.quiet ? 'warn' : 'info',
    });
  } finally {
    Reflect.deleteProperty(process.env, PRERENDER_FILE_VARIABLE);
    rmSync(scratch, { recursive: true, force: true });
  }
  return {
    target,
    distDir: resolve(ROOT, 'dist', process.env.OUT_DIR ?? buildDirName(target)),
    basePath: normaliseBasePath(process.env.BASE_PATH),
    prerenderSource: source,
  };
}
