/**
 * Issue 29, item 3: one production cell served by Debian's nginx with the site configuration of deploy/nginx/ and
 * the build's generated header snippet, and by the project's own static server, both read with the same checks
 * (scripts/lib/served-cell-check.ts): every route of the spec is the app's page with the build's headers and
 * `no-cache`, HSTS on https only, hashed assets cached for a year, source maps, dotfiles, the headers files and
 * missing files refused. Whatever one serves differently from the other fails here.
 */
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEADERS_FILE, headersFor, NGINX_FILE, parseHeadersFile } from '#build/headers-files.ts';
import { ROOT } from '../scripts/lib/build-cell.ts';
import { ensureNginx, selfSignedCertificate, startNginx } from '../scripts/lib/nginx-server.ts';
import { freePort } from '../scripts/lib/postgres-cluster.ts';
import { checkServedCell, type Finding } from '../scripts/lib/served-cell-check.ts';
import { startStaticServer } from '../scripts/lib/static-server.ts';
import { buildWithScript } from './support.ts';

const BASE = '/application-frontend/';
const OUT_DIR = 'mx-prestaluz-production-served';
const dist = join(ROOT, 'dist', OUT_DIR);
const missed = (findings: Finding[]) => findings.filter((finding) => !finding.ok);

let scratch: string;
let declaredHeaders: Record<string, string>;
let nginx: { stop(): Promise<void> } | undefined;
let staticServer: Server | undefined;
const ports = { http: 0, https: 0, static: 0 };
let certificate: string;

beforeAll(async () => {
  const binary = ensureNginx();
  if (!binary)
    throw new Error("nginx is missing: install Debian's nginx (apt-get install -y nginx) or run as root");
  buildWithScript(['--country', 'mx', '--product', 'prestaluz', '--mode', 'production'], { OUT_DIR });
  declaredHeaders = headersFor(parseHeadersFile(readFileSync(join(dist, HEADERS_FILE), 'utf8')), BASE);
  // Dotfiles that exist, so a refusal is a refusal and not a missing file.
  writeFileSync(join(dist, '.env'), 'SECRET=never-served\n');
  writeFileSync(join(dist, 'assets', '.hidden'), 'never served\n');

  scratch = mkdtempSync(join(tmpdir(), 'served-cell-'));
  const siteRoot = join(scratch, 'srv');
  mkdirSync(siteRoot);
  // The build folder as is, maps and headers files included: the locations must refuse them.
  symlinkSync(dist, join(siteRoot, BASE.slice(1, -1)));
  const confDir = join(scratch, 'etc-nginx');
  mkdirSync(confDir);
  copyFileSync(join(dist, NGINX_FILE), join(confDir, NGINX_FILE));
  const locations = readFileSync(join(ROOT, 'deploy/nginx/loan-app.locations.conf'), 'utf8');
  const locationsFile = join(confDir, 'loan-app.locations.conf');
  writeFileSync(locationsFile, locations.replaceAll('/etc/nginx/loan-app', confDir));
  const cert = selfSignedCertificate(scratch);
  certificate = readFileSync(cert.certificate, 'utf8');
  [ports.http, ports.https, ports.static] = [await freePort(), await freePort(), await freePort()];
  nginx = await startNginx(binary, {
    prefix: join(scratch, 'nginx'),
    siteRoot,
    locationsFile,
    httpPort: ports.http,
    httpsPort: ports.https,
    certificate: cert.certificate,
    certificateKey: cert.key,
  });
  staticServer = await startStaticServer({ distDir: dist, basePath: BASE, port: ports.static });
});

afterAll(async () => {
  await nginx?.stop();
  staticServer?.close();
  staticServer?.closeAllConnections();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

describe('a production cell served as docs/deploy.md says (issue 29)', () => {
  it('nginx over https: every check holds, HSTS included', async () => {
    const findings = await checkServedCell({
      url: `https://127.0.0.1:${ports.https}${BASE}`,
      declaredHeaders,
      ca: certificate,
    });
    expect(missed(findings)).toEqual([]);
    expect(findings.some((finding) => finding.what.endsWith('HSTS on https'))).toBe(true);
  });

  it('nginx over plain http: every check holds, and no HSTS', async () => {
    const findings = await checkServedCell({ url: `http://127.0.0.1:${ports.http}${BASE}`, declaredHeaders });
    expect(missed(findings)).toEqual([]);
    expect(findings.some((finding) => finding.what.endsWith('no HSTS on http'))).toBe(true);
  });

  it("the project's own static server answers the same checks", async () => {
    const findings = await checkServedCell({
      url: `http://127.0.0.1:${ports.static}${BASE}`,
      declaredHeaders,
    });
    expect(missed(findings)).toEqual([]);
  });

  it('the checks cover every route of the spec, the assets and the refusals, and fail on a server that differs', async () => {
    const findings = await checkServedCell({ url: `http://127.0.0.1:${ports.http}${BASE}`, declaredHeaders });
    expect(findings.filter((finding) => finding.what.endsWith("the app's page")).length).toBeGreaterThan(50);
    expect(findings.some((finding) => finding.what.includes('.map: refused'))).toBe(true);
    // A build that declares another header than the one served: the check must say so.
    const wrong = await checkServedCell({
      url: `http://127.0.0.1:${ports.http}${BASE}`,
      declaredHeaders: { ...declaredHeaders, 'Referrer-Policy': 'no-referrer' },
    });
    expect(missed(wrong).length).toBeGreaterThan(0);
  });
});
