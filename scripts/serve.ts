/**
 * Serves an already built cell: npm run preview -- --country es --product finvela --mode production --port 4173
 */
import { resolve } from 'node:path';
import { normaliseBasePath } from '../build/base-path';
import { resolveBuildTarget } from '../build/build-target';
import { buildDirName } from '../src/markets/matrix';
import { readOption } from './lib/args';
import { ROOT } from './lib/build-cell';
import { startStaticServer } from './lib/static-server';

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
