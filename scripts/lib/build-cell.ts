import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { normaliseBasePath } from '../../build/base-path';
import { resolveBuildTarget, type BuildTarget } from '../../build/build-target';
import { prerenderCell } from '../../build/prerender';
import { PRERENDER_FILE_VARIABLE } from '../../build/prerender-plugin';
import { buildDirName } from '../../src/markets/matrix';

export const ROOT = resolve(import.meta.dirname, '..', '..');

export interface BuiltCell {
  target: BuildTarget;
  distDir: string;
  basePath: string;
}

/** Builds one cell of the matrix into dist/<country>-<product>-<mode>/ (or OUT_DIR) and says where it went. */
export async function buildCell(input: {
  country?: string;
  product?: string;
  mode?: string;
  basePath?: string;
  /** A folder under dist/ other than the cell's own (vite.config.ts reads it as OUT_DIR). */
  outDir?: string;
  quiet?: boolean;
}): Promise<BuiltCell> {
  const target = resolveBuildTarget(input);
  process.env.COUNTRY = target.country;
  process.env.PRODUCT = target.product;
  if (input.basePath) process.env.BASE_PATH = input.basePath;
  if (input.outDir) process.env.OUT_DIR = input.outDir;
  // The first step, prerendered for the client build to put in index.html (issue 16, docs/adr/0021).
  const prerendered = await prerenderCell(target, normaliseBasePath(process.env.BASE_PATH));
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
  };
}
