/**
 * What a deployed cell must answer (issue 29, item 3; docs/deploy.md, "Before going live"), read over the wire from
 * any server: every route of spec section 2 is the app's page with the build's security headers and `no-cache`; HSTS
 * on https only; hashed assets cached for a year; source maps, dotfiles and the headers files refused; a missing file
 * a 404, never the page. `npm run deploy:check` runs it against a live address; deploy/served-cell.deploy.test.ts
 * runs it against nginx and the project's own static server serving the same build, so the two cannot drift.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { HSTS } from '#build/security-headers.ts';
import { SPEC_ROUTES } from '#app/application/spec-routes.ts';

export interface ServedCellInput {
  /** The app's address: origin and base path, ending in a slash. */
  url: string;
  /**
   * The headers the build declares (its `_headers` file for the base path, build/headers-files.ts): each must be
   * served with this value. Without them, the check asks for the headers' presence and their key parts only.
   */
  declaredHeaders?: Readonly<Record<string, string>>;
  /** A certificate authority to trust for https (a test's self-signed certificate). */
  ca?: string;
}

export interface Finding {
  what: string;
  ok: boolean;
  /** What was found when it was not what was asked. */
  detail?: string;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(url: URL, ca: string | undefined): Promise<Answer> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: 'GET', ...(ca && { ca }), timeout: 10_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url.href} within 10 s`)));
    request.on('error', reject);
    request.end();
  });
}

const header = (answer: Answer, name: string): string | undefined => {
  const value = answer.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** The security headers every answer of the app carries, HSTS apart. */
function securityFindings(path: string, answer: Answer, input: ServedCellInput): Finding[] {
  const declared = Object.entries(input.declaredHeaders ?? {}).filter(
    ([name]) => name.toLowerCase() !== 'strict-transport-security',
  );
  const expected: [string, (value: string | undefined) => boolean, string][] =
    declared.length > 0
      ? declared.map(([name, value]) => [name, (found) => found === value, 'as the build declares it'])
      : [
          [
            'Content-Security-Policy',
            (found) => /frame-ancestors /.test(found ?? ''),
            'with frame-ancestors',
          ],
          ['X-Content-Type-Options', (found) => found === 'nosniff', 'nosniff'],
          ['Referrer-Policy', (found) => Boolean(found), 'present'],
          ['Permissions-Policy', (found) => Boolean(found), 'present'],
        ];
  const https = new URL(input.url).protocol === 'https:';
  const hsts = header(answer, 'strict-transport-security');
  return [
    ...expected.map(([name, accepts, how]) => {
      const found = header(answer, name);
      return {
        what: `${path}: ${name} ${how}`,
        ok: accepts(found),
        detail: `found ${JSON.stringify(found)}`,
      };
    }),
    https
      ? { what: `${path}: HSTS on https`, ok: hsts === HSTS, detail: `found ${JSON.stringify(hsts)}` }
      : { what: `${path}: no HSTS on http`, ok: hsts === undefined, detail: `found ${JSON.stringify(hsts)}` },
  ];
}

const statusFinding = (what: string, answer: Answer, status: number): Finding => ({
  what,
  ok: answer.status === status,
  detail: `answered ${answer.status}`,
});

/**
 * The hashed files index.html loads (the bootstrap's entry and preloads, the stylesheets, the start's texts in their
 * folder named by content: build/texts-folder-plugin.ts).
 */
const hashedAssets = (html: string): string[] => [
  ...new Set(
    [...html.matchAll(/\/assets\/(?:locales\/[\w-]+\/)?[\w.-]+\.(?:json|js|css)\b/g)].map((match) =>
      match[0].slice(1),
    ),
  ),
];

export async function checkServedCell(input: ServedCellInput): Promise<Finding[]> {
  const base = new URL(input.url);
  const at = (path: string) => new URL(path, base);
  const fetchPath = (path: string) => get(at(path), input.ca);
  const findings: Finding[] = [];

  const withoutSlash = await get(new URL(base.pathname.replace(/\/$/, ''), base), input.ca);
  findings.push({
    what: `${base.pathname.replace(/\/$/, '')}: sends to ${base.pathname}`,
    ok: withoutSlash.status === 301 && (header(withoutSlash, 'location') ?? '').endsWith(base.pathname),
    detail: `answered ${withoutSlash.status} to ${JSON.stringify(header(withoutSlash, 'location'))}`,
  });

  let page = '';
  for (const route of SPEC_ROUTES) {
    const path = route.slice(1);
    const answer = await fetchPath(path);
    page ||= answer.body;
    findings.push(
      statusFinding(`/${path}: the app's page`, answer, 200),
      {
        what: `/${path}: HTML with the app's root`,
        ok:
          /^text\/html/.test(header(answer, 'content-type') ?? '') && answer.body.includes('<div id="root"'),
        detail: `content-type ${JSON.stringify(header(answer, 'content-type'))}`,
      },
      {
        what: `/${path}: Cache-Control no-cache`,
        ok: header(answer, 'cache-control') === 'no-cache',
        detail: `found ${JSON.stringify(header(answer, 'cache-control'))}`,
      },
      ...securityFindings(`/${path}`, answer, input),
    );
  }

  const assets = hashedAssets(page);
  findings.push({ what: 'index.html loads hashed assets', ok: assets.length > 0, detail: 'none found' });
  for (const asset of assets) {
    const answer = await fetchPath(asset);
    const cache = header(answer, 'cache-control') ?? '';
    findings.push(
      statusFinding(`/${asset}: served`, answer, 200),
      {
        what: `/${asset}: cached for a year, immutable`,
        ok: /\bmax-age=31536000\b/.test(cache) && /\bimmutable\b/.test(cache),
        detail: `found ${JSON.stringify(cache)}`,
      },
      ...securityFindings(`/${asset}`, answer, input),
    );
  }

  const refused = [
    ...assets.filter((asset) => asset.endsWith('.js')).map((asset) => `${asset}.map`),
    '.env',
    '.git/config',
    'assets/.hidden',
    '_headers',
    'security-headers.nginx.conf',
    'assets/missing-0000.js',
    'locales/xx/missing.json',
  ];
  for (const path of refused)
    findings.push(statusFinding(`/${path}: refused (404)`, await fetchPath(path), 404));
  return findings;
}
