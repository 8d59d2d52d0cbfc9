/**
 * `npm start`: builds the default cell (mx, its default brand, development), starts the reference lead API and
 * serves the app on 127.0.0.1 under the base path, then prints the URLs. Options as for `npm run build`
 * (--country, --product, --mode, --port); the API's options come from the environment (server/README.md).
 * Every mode runs against that API: the build's API base is set to it (scripts/lib/local-start.ts), and the
 * build goes to dist/<cell>-local/, apart from the cell's real build.
 * The API runs in a child process (scripts/api.ts) and the static server in this one, so a crash in either
 * leaves the other serving (issue 18: a malformed URL used to end both); Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import { loadEnv } from 'vite';
import { resolveBuildTarget } from '#build/build-target.ts';
import { readOption } from './lib/args.ts';
import { buildCell, ROOT } from './lib/build-cell.ts';
import { localCorsOrigins, localStartBuild } from './lib/local-start.ts';
import { startStaticServer } from './lib/static-server.ts';

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

const port = Number(readOption(argv, 'port', 'PORT') ?? 4173);
// node --import tsx rather than npx: one process less, and the signal reaches the API itself.
const api = spawn(process.execPath, ['--import', 'tsx', 'scripts/api.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    API_PORT: String(apiPort),
    // The page on any --port may call the API it started.
    API_CORS_ORIGINS: localCorsOrigins(port, process.env.API_CORS_ORIGINS),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let stopping = false;
api.on('exit', (code, signal) => {
  if (!stopping)
    console.error(`The reference API stopped (${signal ?? `exit code ${code}`}); the app is still served.`);
});
await waitForApi(`http://127.0.0.1:${apiPort}/openapi.json`);

const server = await startStaticServer({ distDir: built.distDir, basePath: built.basePath, port });
const { country, product, mode } = built.target;
console.log(
  `\nLoan application (${country}/${product}, ${mode}) is running at:\n\n  http://127.0.0.1:${port}${built.basePath}\n`,
);
console.log(local.note);
console.log(`Reference lead API: http://127.0.0.1:${apiPort} (OpenAPI at /openapi.json)`);
console.log('Press Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    server.close();
    // Ctrl+C reaches the whole process group; a SIGTERM sent to this process alone is passed on.
    if (api.exitCode === null && api.signalCode === null) {
      api.once('exit', () => process.exit(0));
      api.kill(signal);
    } else process.exit(0);
  });
}

/** Waits until the API answers (opening PGlite takes seconds on a busy machine), at most a minute. */
async function waitForApi(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (api.exitCode !== null) throw new Error('The reference API did not start (see above).');
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The reference API did not answer at ${url} within a minute.`);
}
