/**
 * `npm run dev -- --country es --product finvela`: Vite's dev server with hot reload for one cell
 * (`--locale en` for the Philippine pages in English).
 */
import { createServer } from 'vite';
import { resolveBuildTarget } from '#build/build-target.ts';
import { readOption } from './lib/args.ts';
import { ROOT } from './lib/build-cell.ts';

const argv = process.argv.slice(2);
const target = resolveBuildTarget({
  country: readOption(argv, 'country', 'COUNTRY'),
  product: readOption(argv, 'product', 'PRODUCT'),
  mode: readOption(argv, 'mode', 'MODE'),
  locale: readOption(argv, 'locale', 'LOCALE'),
});
process.env.COUNTRY = target.country;
process.env.PRODUCT = target.product;
// Another of the country's languages (src/markets/countries.ts, otherLanguages): vite.config.ts reads it again.
if (target.locale) process.env.LOCALE = target.locale;
const server = await createServer({ root: ROOT, mode: target.mode, server: { host: '127.0.0.1' } });
await server.listen(Number(readOption(argv, 'port', 'PORT') ?? 5173));
server.printUrls();
