import { resolve } from 'node:path';
import { build } from 'vite';
import { normaliseBasePath } from '../../build/base-path';
import { resolveBuildTarget, type BuildTarget } from '../../build/build-target';
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
  await build({
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    mode: target.mode,
    logLevel: input.quiet ? 'warn' : 'info',
  });
  return {
    target,
    distDir: resolve(ROOT, 'dist', process.env.OUT_DIR ?? buildDirName(target)),
    basePath: normaliseBasePath(process.env.BASE_PATH),
  };
}
