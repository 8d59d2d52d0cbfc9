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

/** Builds one cell of the matrix into dist/<country>-<product>-<mode>/ and says where it went. */
export async function buildCell(input: {
  country?: string;
  product?: string;
  mode?: string;
  basePath?: string;
  quiet?: boolean;
}): Promise<BuiltCell> {
  const target = resolveBuildTarget(input);
  process.env.COUNTRY = target.country;
  process.env.PRODUCT = target.product;
  if (input.basePath) process.env.BASE_PATH = input.basePath;
  await build({
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    mode: target.mode,
    logLevel: input.quiet ? 'warn' : 'info',
  });
  return {
    target,
    distDir: resolve(ROOT, 'dist', buildDirName(target)),
    basePath: normaliseBasePath(process.env.BASE_PATH),
  };
}
