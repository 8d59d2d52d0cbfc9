/**
 * A throw-away PostgreSQL cluster for tests and benchmarks: Debian's `postgresql` (installed with apt-get when
 * run as root and missing, as ensure-deps does for chromium), initdb in a temp folder, started on a free loopback
 * port with its socket in that folder, stopped and deleted by `stop()`. initdb refuses to run as root, so as root
 * the cluster belongs to the `postgres` user the package creates.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const POSTGRES_ROOT = '/usr/lib/postgresql';

export interface PostgresCluster {
  /** Superuser URL of the cluster's `postgres` database. */
  url: string;
  stop(): void;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest installed server's bin folder (Debian puts each major version under /usr/lib/postgresql/N). */
export function findPostgresBin(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(POSTGRES_ROOT, versions[0], 'bin') : undefined;
}

/** Installs Debian's server when missing and we are root; returns its bin folder, or undefined. */
export function ensurePostgres(): string | undefined {
  const found = findPostgresBin();
  if (found || !isRoot()) return found;
  const started = Date.now();
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log('$ apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
  console.log(`postgresql installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return findPostgresBin();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a server binary as the cluster's owner: `postgres` when we are root, else ourselves. */
function runAs(bin: string, tool: string, args: string[]): void {
  const [command, commandArgs] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
    : [join(bin, tool), args];
  const run = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${tool} failed (${run.status}):\n${run.stdout}${run.stderr}`);
}

export async function startCluster(bin: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  if (isRoot()) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  // No durability needed: the cluster lives for one run, so fsync and full-page writes are off.
  runAs(bin, 'initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  runAs(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runAs(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
