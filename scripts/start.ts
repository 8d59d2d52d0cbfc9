/**
 * `npm start`: builds the default cell (mx, its default brand, development), serves it on 127.0.0.1 under
 * the base path, and prints the URL. Options as for `npm run build` (--country, --product, --mode, --port).
 */
import { readOption } from './lib/args';
import { buildCell } from './lib/build-cell';
import { startStaticServer } from './lib/static-server';

const argv = process.argv.slice(2);
const built = await buildCell({
  country: readOption(argv, 'country', 'COUNTRY'),
  product: readOption(argv, 'product', 'PRODUCT'),
  mode: readOption(argv, 'mode', 'MODE') ?? 'development',
  basePath: readOption(argv, 'base', 'BASE_PATH'),
  quiet: true,
});
const port = Number(readOption(argv, 'port', 'PORT') ?? 4173);
await startStaticServer({ distDir: built.distDir, basePath: built.basePath, port });
const { country, product, mode } = built.target;
console.log(
  `\nLoan application (${country}/${product}, ${mode}) is running at:\n\n  http://127.0.0.1:${port}${built.basePath}\n`,
);
console.log('Press Ctrl+C to stop.');
