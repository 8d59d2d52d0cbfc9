/**
 * `npm start`: builds the default cell (mx, its default brand, development), starts the reference lead API and
 * serves the app on 127.0.0.1 under the base path, then prints the URLs. Options as for `npm run build`
 * (--country, --product, --mode, --port); the API's options come from the environment (server/README.md).
 * Every mode runs against that API: the build's API base is set to it (scripts/lib/local-start.ts), and the
 * build goes to dist/<cell>-local/, apart from the cell's real build.
 */
import { loadEnv } from 'vite';
import { resolveBuildTarget } from '../build/build-target';
import { buildServer } from '../server/build-server';
import { optionsFromEnv } from '../server/options';
import { readOption } from './lib/args';
import { buildCell, ROOT } from './lib/build-cell';
import { localStartBuild } from './lib/local-start';
import { startStaticServer } from './lib/static-server';

const argv = process.argv.slice(2);
const target = resolveBuildTarget({
  country: readOption(argv, 'country', 'COUNTRY'),
  product: readOption(argv, 'product', 'PRODUCT'),
  mode: readOption(argv, 'mode', 'MODE') ?? 'development',
});
const apiPort = Number(process.env.API_PORT ?? 4010);
const local = localStartBuild(target, apiPort, loadEnv(target.mode, ROOT, 'VITE_').VITE_API_BASE);
// A variable already in the environment wins over the .env.<mode> file.
Object.assign(process.env, local.env);
const built = await buildCell({
  country: target.country,
  product: target.product,
  mode: target.mode,
  basePath: readOption(argv, 'base', 'BASE_PATH'),
  outDir: local.outDir,
  quiet: true,
});

const api = await buildServer({
  ...optionsFromEnv(process.env),
  partnerBaseUrl: process.env.API_PARTNER_BASE_URL || `http://127.0.0.1:${apiPort}/partner/landing`,
});
await api.listen({ host: '127.0.0.1', port: apiPort });

const port = Number(readOption(argv, 'port', 'PORT') ?? 4173);
await startStaticServer({ distDir: built.distDir, basePath: built.basePath, port });
const { country, product, mode } = built.target;
console.log(
  `\nLoan application (${country}/${product}, ${mode}) is running at:\n\n  http://127.0.0.1:${port}${built.basePath}\n`,
);
console.log(local.note);
console.log(`Reference lead API: http://127.0.0.1:${apiPort} (OpenAPI at /openapi.json)`);
console.log('Press Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.close().then(() => process.exit(0));
  });
}
