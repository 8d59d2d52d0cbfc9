/**
 * Debian's nginx serving a build as docs/deploy.md says (deploy/nginx/), for the `deploy` step of `npm test`: installed
 * with apt-get when run as root and missing (as chromium and postgresql are), started in a scratch prefix on loopback
 * ports with plain http and https, the site's own HSTS map and locations file, stopped by `stop()`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './build-cell.ts';

const NGINX = '/usr/sbin/nginx';
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** nginx's binary, installed first when missing and we are root; undefined when it is missing and cannot be. */
export function ensureNginx(): string | undefined {
  if (existsSync(NGINX) || !isRoot()) return existsSync(NGINX) ? NGINX : undefined;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log('$ apt-get update -qq && apt-get install -y -qq --no-install-recommends nginx');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], {
    stdio: 'inherit',
    env,
  });
  return existsSync(NGINX) ? NGINX : undefined;
}

/** The `map` that sets the HSTS variable, as deploy/nginx/loan-app.conf writes it (it belongs in http { }). */
export function siteHstsMap(): string {
  const site = readFileSync(join(ROOT, 'deploy/nginx/loan-app.conf'), 'utf8');
  const map = /^map \$https [\s\S]*?^\}/m.exec(site)?.[0];
  if (!map) throw new Error('deploy/nginx/loan-app.conf has no `map $https ...` block');
  return map;
}

export interface NginxOptions {
  /** A scratch folder for nginx's own files (configuration, pid, temp). */
  prefix: string;
  /** The server's root: the folder holding the base path's folder. */
  siteRoot: string;
  /** The locations file to include in both servers (deploy/nginx/loan-app.locations.conf, its paths set). */
  locationsFile: string;
  httpPort: number;
  httpsPort: number;
  certificate: string;
  certificateKey: string;
}

function waitForPort(port: number, deadline: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export async function startNginx(binary: string, options: NginxOptions): Promise<{ stop(): Promise<void> }> {
  const { prefix } = options;
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  const temp = (name: string) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
  const server = (listen: string) => [
    '  server {',
    `    listen ${listen};`,
    `    root ${options.siteRoot};`,
    `    include ${options.locationsFile};`,
  ];
  const conf = [
    // As root, the workers would become nobody, who cannot read a scratch folder of ours.
    ...(isRoot() ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 64; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    siteHstsMap(),
    ...server(`127.0.0.1:${options.httpPort}`),
    '  }',
    ...server(`127.0.0.1:${options.httpsPort} ssl`),
    `    ssl_certificate ${options.certificate};`,
    `    ssl_certificate_key ${options.certificateKey};`,
    '  }',
    '}',
    '',
  ].join('\n');
  const confFile = join(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);
  const child = spawn(binary, ['-p', prefix, '-c', confFile, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited with ${code} (see above)`))),
  );
  const deadline = Date.now() + 10_000;
  await Promise.race([
    Promise.all([waitForPort(options.httpPort, deadline), waitForPort(options.httpsPort, deadline)]),
    exited,
  ]);
  exited.catch(() => undefined);
  // Resolves once nginx has gone: it removes its pid file as it quits, so its prefix may be deleted only after.
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      return gone;
    },
  };
}

/** A self-signed certificate for 127.0.0.1 in `folder`: the key, the certificate (also the CA to trust). */
export function selfSignedCertificate(folder: string): { key: string; certificate: string } {
  const key = join(folder, 'key.pem');
  const certificate = join(folder, 'certificate.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate],
    ],
    { stdio: 'ignore' },
  );
  return { key, certificate };
}
