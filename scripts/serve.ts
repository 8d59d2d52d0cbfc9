/**
 * Serves an already built cell: npm run preview -- --country es --product finvela --mode production --port 4173
 */
import { resolve } from 'node:path';
import { normaliseBasePath } from '#build/base-path.ts';
import { resolveBuildTarget } from '#build/build-target.ts';
import { buildDirName } from '#markets/matrix.ts';
import { readOption } from './lib/args.ts';
import { ROOT } from './lib/build-cell.ts';
import { startStaticServer } from './lib/static-server.ts';

const argv = process.argv.slice(2);
const target = resolveBuildTarget({
  country: readOption(argv, 'country', 'COUNTRY'),
  product: readOption(argv, 'product', 'PRODUCT'),
  mode: readOption(argv, 'mode', 'MODE'),
});
const basePath = normaliseBasePath(readOption(argv, 'base', 'BASE_PATH'));
const port = Number(readOption(argv, 'port', 'PORT') ?? 4173);
await startStaticServer({ distDir: resolve(ROOT, 'dist', buildDirName(target)), basePath, port });
console.log(`Serving ${buildDirName(target)} at http://127.0.0.1:${port}${basePath}`);
