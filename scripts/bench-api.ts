/**
 * `npm run bench:api`: lead create + update + status against the reference API on loopback, with autocannon, then
 * status reads alone of one decided lead (what an applicant's page polls and re-reads; issue 28 item 7). Every call
 * about a lead presents its credential; the per-client limits are off (one client makes every request).
 * Starts `npm run api` on a free port with a throw-away PGlite folder (or uses API_URL if given), runs a fixed
 * number of seconds (BENCH_SECONDS, default 10) with BENCH_CONNECTIONS (default 10), prints requests/s and
 * p50/p99 latency, and stops the server it started. Storage: PGlite; DATABASE_URL when set; `-- --postgres` a
 * throw-away cluster of Debian's postgresql (scripts/lib/postgres-cluster.ts), stopped at the end.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { z } from 'zod';
import { exampleLeadCreate } from '#contract/examples.ts';
import { ensurePostgres, freePort, startCluster, type PostgresCluster } from './lib/postgres-cluster.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API did not answer at ${url} within ${timeoutMs} ms`);
}

/** The database for the API we start: a PostgreSQL cluster of our own with --postgres, else DATABASE_URL. */
async function postgresCluster(): Promise<PostgresCluster | undefined> {
  if (!process.argv.includes('--postgres')) return undefined;
  const bin = ensurePostgres();
  if (!bin)
    throw new Error("--postgres needs Debian's postgresql (apt-get install -y postgresql) or run as root");
  return startCluster(bin);
}

/** What a lead create answers, as far as the benchmark reads it; an API from before docs/adr/0027 gives no credential. */
const createdLeadSchema = z.object({ id: z.string().optional(), credential: z.string().optional() });

/** The lead's id in an autocannon context, which holds what the create answered (onResponse below). */
const idOf = (context: object) =>
  'id' in context && typeof context.id === 'string' ? context.id : undefined;

/** The applicant's credential (docs/adr/0027); an API from before it ignores the header. */
const asApplicant = (context: object): Record<string, string> => ({
  authorization: `Bearer ${'credential' in context && typeof context.credential === 'string' ? context.credential : ''}`,
});

function report(result: autocannon.Result): void {
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `requests/s: ${result.requests.average.toFixed(0)} (total ${result.requests.total}, failed ${failed})`,
  );
  console.log(`latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms`);
  if (failed > 0) process.exitCode = 1;
}

let stop = async () => {};
let baseUrl = process.env.API_URL;
if (!baseUrl) {
  const port = await freePort();
  const cluster = await postgresCluster();
  const databaseUrl = cluster?.url ?? process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/api.ts'], {
    env: {
      ...process.env,
      API_PORT: String(port),
      API_DATA_DIR: dataDir,
      API_LOG: '0',
      API_CHECKING_POLLS: '1',
      API_LIMIT_CREATES_PER_10_MINUTES: '0',
      API_LIMIT_PUBLIC_PER_MINUTE: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  baseUrl = `http://127.0.0.1:${port}`;
  stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    cluster?.stop();
  };
  console.log(`Storage: ${databaseUrl ? `PostgreSQL (${databaseUrl})` : 'PGlite'}`);
}

try {
  await waitForHealth(baseUrl);
  const body = JSON.stringify(exampleLeadCreate);
  console.log(`Benchmark: create + update + status, ${connections} connections, ${seconds} s, ${baseUrl}`);
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/v2/lead',
        headers: { 'content-type': 'application/json' },
        body,
        onResponse: (_status, responseBody, context) => {
          Object.assign(context, JSON.parse(responseBody));
        },
      },
      {
        method: 'PUT',
        path: '/lead',
        setupRequest: (request, context) => ({
          ...request,
          headers: { 'content-type': 'application/json', ...asApplicant(context) },
          body: JSON.stringify({
            product: 'prestaluz-mx',
            id: idOf(context),
            incomeDetails: { monthlyIncome: 21_000 },
          }),
        }),
      },
      {
        method: 'GET',
        setupRequest: (request, context) => ({
          ...request,
          headers: asApplicant(context),
          path: `/lead/status/${String(idOf(context))}`,
        }),
      },
    ],
  });
  report(result);

  const lead = createdLeadSchema.parse(
    await (
      await fetch(`${baseUrl}/v2/lead`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
    ).json(),
  );
  const statusUrl = `${baseUrl}/lead/status/${lead.id}`;
  for (let read = 0; read < 2; read += 1) await fetch(statusUrl, { headers: asApplicant(lead) });
  console.log(`Benchmark: status reads of one decided lead, ${connections} connections, ${seconds} s`);
  report(await autocannon({ url: statusUrl, connections, duration: seconds, headers: asApplicant(lead) }));
} finally {
  await stop();
}
