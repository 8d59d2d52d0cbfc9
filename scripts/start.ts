/**
 * `npm start`: builds the default cell (mx, its default brand, development), starts the reference lead API and
 * serves the app on 127.0.0.1 under the base path, then prints the URLs. Options as for `npm run build`
 * (--country, --product, --mode, --port); the API's options come from the environment (server/README.md).
 */
import { buildServer } from '../server/build-server';
import { optionsFromEnv } from '../server/options';
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

// The development env file points the app at this API (VITE_API_BASE=http://127.0.0.1:4010).
const apiPort = Number(process.env.API_PORT ?? 4010);
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
console.log(`Reference lead API: http://127.0.0.1:${apiPort} (OpenAPI at /openapi.json)`);
console.log('Press Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.close().then(() => process.exit(0));
  });
}
