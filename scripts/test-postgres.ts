/**
 * The `server-postgres` step of `npm test`: the server's suites that open their database through
 * server/test/harness.ts, on a real PostgreSQL server, each test file in a fresh database of its own (the others,
 * pure logic, ran in the unit step and touch no database).
 * The server: DATABASE_URL when set (a role that may CREATE DATABASE); else a throw-away cluster of Debian's
 * `postgresql` (installed with apt-get as root), stopped at the end; else the step is skipped with the reason.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/build-cell.ts';
import { ensurePostgres, startCluster, type PostgresCluster } from './lib/postgres-cluster.ts';

const suites = readdirSync(join(ROOT, 'server'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('server', file))
  .filter((file) => readFileSync(join(ROOT, file), 'utf8').includes('/test/harness'));

let cluster: PostgresCluster | undefined;
let serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  const bin = ensurePostgres();
  if (!bin) {
    console.log(
      "server-postgres skipped: no DATABASE_URL and no PostgreSQL server installed (the step installs Debian's\n" +
        '`postgresql` only when run as root). Install it (sudo apt-get install -y postgresql) or set DATABASE_URL.',
    );
    process.exit(0);
  }
  const started = Date.now();
  cluster = await startCluster(bin);
  serverUrl = cluster.url;
  console.log(`PostgreSQL cluster from ${bin} up in ${Date.now() - started} ms at ${serverUrl}`);
}

// Ctrl-C reaches vitest too; once it has exited, the cluster must not outlive us (it is a daemon).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cluster?.stop();
    process.exit(130);
  });
}

let status: number;
try {
  console.log(`On PostgreSQL: ${suites.join(', ')}`);
  const run = spawnSync('vitest', ['run', '--project', 'logic', ...suites], {
    stdio: 'inherit',
    shell: true,
    cwd: ROOT,
    // The contract fuzz (server/fuzz.test.ts) sends 2,000 requests per route in the unit step, on the embedded
    // database; here 500 with the same seed (about 24 s less on this machine) reach PostgreSQL with every input
    // class. FUZZ_RUNS set by the caller wins.
    env: { FUZZ_RUNS: '500', ...process.env, TEST_DATABASE_URL: serverUrl },
  });
  status = run.status ?? 1;
} finally {
  cluster?.stop();
}
process.exit(status);
