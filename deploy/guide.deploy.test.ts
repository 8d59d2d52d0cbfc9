/**
 * Issue 29, items 1 and 2: docs/deploy.md's commands, run in order as written, take a production cell from the clone
 * to nginx against a stand-in lender API; a production build with a placeholder API base fails with its message; a
 * build against the lender's API, and one from the lender's snapshot, prerender the lender's data and never the
 * reference API's. The guide's paths (/srv/loan-app, /etc/nginx/loan-app) are a scratch folder here, and its live
 * address is the nginx this test starts when the guide's check runs (a service manager's part).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/build-cell.ts';
import { ensureNginx, selfSignedCertificate, startNginx } from '../scripts/lib/nginx-server.ts';
import { freePort } from '../scripts/lib/postgres-cluster.ts';
import { LENDER_POLICY, REFERENCE_POLICY_URL, runCommand, shellEnv, startLenderApi } from './support.ts';

const GUIDE = readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8');
/** The guide's `sh` blocks, in order. */
const blocks = [...GUIDE.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
/** Left to `npm test`, which runs it on a fresh clone before any check (scripts/ensure-deps.mjs). */
const LEFT_TO_NPM_TEST = new Set(['npm ci']);
const LIVE_ADDRESS = 'https://apply.lender.tld';
const dist = join(ROOT, 'dist', 'mx-prestaluz-production');
const snapshot = join(ROOT, 'first-step.mx-prestaluz.json');

let scratch: string;
let lender: Awaited<ReturnType<typeof startLenderApi>> | undefined;
let nginx: { stop(): Promise<void> } | undefined;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'deploy-guide-'));
  lender = await startLenderApi();
});
afterAll(async () => {
  await nginx?.stop();
  await lender?.close();
  rmSync(scratch, { recursive: true, force: true });
  rmSync(snapshot, { force: true });
  rmSync(dist, { recursive: true, force: true });
});

/** The guide's paths in the scratch folder. */
const paths = () => ({
  '/srv/loan-app': join(scratch, 'srv'),
  '/etc/nginx/loan-app': join(scratch, 'etc-nginx'),
});
const localised = (text: string, replacements: Record<string, string>) =>
  Object.entries(replacements).reduce((result, [from, to]) => result.replaceAll(from, to), text);

function runBlock(block: string, replacements: Record<string, string>, env: Record<string, string> = {}) {
  const commands = block
    .split('\n')
    .filter((line) => line.trim() !== '' && !LEFT_TO_NPM_TEST.has(line.trim()))
    .join('\n');
  return runCommand('bash', ['-euo', 'pipefail', '-c', localised(commands, replacements)], {
    ...shellEnv({ LENDER_API: lender?.base ?? '' }),
    ...env,
  });
}

const buildScript = (mode: string, env: Record<string, string>) =>
  runCommand(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--mode', mode], shellEnv(env));

/** The guide's nginx, as a lender's server would run it once the files are in place. */
async function startGuideNginx(): Promise<string> {
  const binary = ensureNginx();
  if (!binary)
    throw new Error("nginx is missing: install Debian's nginx (apt-get install -y nginx) or run as root");
  const confDir = paths()['/etc/nginx/loan-app'];
  const locationsFile = join(confDir, 'loan-app.locations.conf');
  // The one edit the guide asks of the lender: its own paths in the copied locations file.
  writeFileSync(locationsFile, localised(readFileSync(locationsFile, 'utf8'), paths()));
  const certificate = selfSignedCertificate(scratch);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  nginx = await startNginx(binary, {
    prefix: join(scratch, 'nginx'),
    siteRoot: paths()['/srv/loan-app'],
    locationsFile,
    httpPort,
    httpsPort,
    certificate: certificate.certificate,
    certificateKey: certificate.key,
  });
  return `https://127.0.0.1:${httpsPort}`;
}

describe("the lender's guide, docs/deploy.md (issue 29)", () => {
  it('a production or staging build whose API base is a placeholder fails with what to set', async () => {
    const empty = await buildScript('production', { VITE_API_BASE: '' });
    expect(empty.status).toBe(2);
    expect(empty.output).toContain("A production build needs the lender's API: VITE_API_BASE it is empty");
    // .env.staging's own base, as shipped.
    const shipped = await buildScript('staging', {});
    expect(shipped.status).toBe(2);
    expect(shipped.output).toContain('"api.staging.loans.invalid" is a placeholder host');
  });

  it('has its commands in sh blocks, the build, the snapshot, the copy and the check among them', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    const all = blocks.join('\n');
    for (const command of [
      'npm ci',
      'npm run build',
      'npm run prerender:snapshot',
      'cp -r',
      'npm run deploy:check',
    ])
      expect(all).toContain(command);
  });

  it('runs as written, from the clone to a live cell against the lender API', async () => {
    let built = 0;
    for (const block of blocks) {
      const replacements: Record<string, string> = { ...paths() };
      const env: Record<string, string> = {};
      if (block.includes('npm run deploy:check')) {
        replacements[LIVE_ADDRESS] = await startGuideNginx();
        // The self-signed certificate of the scratch nginx, trusted as a real one would be.
        env.NODE_EXTRA_CA_CERTS = join(scratch, 'certificate.pem');
      }
      if (block.includes('PRERENDER_SNAPSHOT=')) {
        // A build from the snapshot does not need the API: it is down from here on.
        await lender?.close();
      }
      const run = await runBlock(block, replacements, env);
      expect(run.status, `${block}\n${run.output}`).toBe(0);
      if (block.includes('npm run build')) {
        built += 1;
        // A quiet build: nothing that reads as a complaint about an applicant's URL (issue 31, item 4).
        expect(run.output).not.toContain('affiliate parameters');
        const html = readFileSync(join(dist, 'index.html'), 'utf8');
        // The lender's own policy is in the page, and nothing of the reference API's.
        expect(html.includes(LENDER_POLICY.text), run.output).toBe(true);
        expect(html.includes(REFERENCE_POLICY_URL), run.output).toBe(false);
        expect(run.output).toMatch(
          block.includes('PRERENDER_SNAPSHOT=')
            ? /first step prerendered from the snapshot first-step\.mx-prestaluz\.json/
            : /first step prerendered from the API at http:\/\/127\.0\.0\.1:\d+/,
        );
      }
      if (block.includes('prerender:snapshot')) expect(existsSync(snapshot)).toBe(true);
      if (block.includes('npm run deploy:check')) expect(run.output).toMatch(/(\d+) of \1 checks hold/);
    }
    expect(built).toBe(2);
  });
});
