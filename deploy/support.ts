/** What the deploy tests share: running the project's own commands as a lender would. */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { dynamicFormFixtures } from '#contract/fixtures/index.ts';
import type { Policy } from '#contract/reference-data.ts';
import { ROOT } from '../scripts/lib/build-cell.ts';
import { serveOnLoopback } from '../scripts/lib/loopback-server.ts';

/** What vitest puts in the environment: NODE_ENV=test builds React's development code, MODE=test is no build mode. */
const TEST_RUNNER_VARIABLES = new Set(['NODE_ENV', 'MODE', 'BASE_URL', 'DEV', 'PROD', 'SSR', 'TEST']);

/**
 * The environment a lender's shell would give a command: this one's, without what the test runner adds (above, and
 * the VITE_ values of .env.test, which would win over the cell's env file).
 */
export function shellEnv(added: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const own = Object.entries(process.env).filter(
    ([name]) => !TEST_RUNNER_VARIABLES.has(name) && !name.startsWith('VITE_') && !name.startsWith('VITEST'),
  );
  return { ...Object.fromEntries(own), ...added };
}

/**
 * Runs a command in the project's folder (or `cwd`: a copy of it) without blocking this process (a server of the test
 * may have to answer it).
 */
export function runCommand(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  cwd: string = ROOT,
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output }));
  });
}

/** Runs `npm run build -- <args>` (scripts/build.ts) against the reference API's base; throws when it fails. */
export function buildWithScript(args: readonly string[], env: Record<string, string> = {}): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
    cwd: ROOT,
    env: shellEnv({ VITE_API_BASE: 'http://127.0.0.1:4010', ...env }),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`build ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/** A policy only the stand-in lender answers: its text in a build's HTML says the build took the lender's data. */
export const LENDER_POLICY: Policy = {
  id: 'lender-general',
  kind: 'general',
  title: 'Términos de Préstamos Luz',
  text: 'Acepto los términos de Préstamos Luz S.A. de C.V., versión de noviembre de 2026.',
  url: 'https://lender.test/terminos',
  required: true,
  version: '2026-11',
};

/** What only the reference API answers (server/reference/policies.ts): never in a lender's build. */
export const REFERENCE_POLICY_URL = 'https://legal.example.com/';

/**
 * A stand-in for a lender's API on loopback, answering the first step's two calls as the contract says (its own
 * policy, the v3 form of mx/prestaluz), and 404 to anything else.
 */
export async function startLenderApi(): Promise<{ base: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://lender.test');
    const answer =
      url.pathname === '/policy'
        ? { policies: [LENDER_POLICY] }
        : url.pathname === '/v3/test/datapoints'
          ? dynamicFormFixtures[`${url.searchParams.get('country')}/${url.searchParams.get('product')}`]
          : undefined;
    response
      .writeHead(answer ? 200 : 404, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify(answer ?? { errors: [{ fieldName: '', message: 'Not found' }] }));
  });
  return serveOnLoopback(server);
}
