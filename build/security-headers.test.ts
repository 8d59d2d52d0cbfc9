// @vitest-environment node
import { createHash } from 'node:crypto';
import { headersFile, headersFor, nginxSnippet, parseHeadersFile } from './headers-files';
import { bootstrapScript, inlineHashes, withBootstrap } from './security-headers-plugin';
import { firstScreenTextsBlock } from '../src/shared/i18n/first-screen-texts';
import { contentSecurityPolicy, securityHeaders, type SecurityHeadersInput } from './security-headers';

const cell: SecurityHeadersInput = {
  apiBase: 'https://api.loans.invalid/v1',
  embedParentOrigins: '',
  trackers: { VITE_GTM_ID: '' },
  scriptHashes: ['sha256-abc='],
  styleHashes: ['sha256-def='],
};

describe('security headers of a cell (issue 18)', () => {
  it('builds a strict CSP: hashes with strict-dynamic, the API origin only, no framing, Trusted Types', () => {
    expect(contentSecurityPolicy(cell).split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'strict-dynamic' 'sha256-abc=' 'self'",
      "style-src 'self' 'sha256-def='",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self' https://api.loans.invalid",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "require-trusted-types-for 'script'",
      'trusted-types app-bootstrap',
    ]);
    expect(contentSecurityPolicy(cell)).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('lets the configured parents frame the app, and drops X-Frame-Options, which cannot name them', () => {
    const framed = securityHeaders({
      ...cell,
      embedParentOrigins: 'https://partner.invalid, http://localhost:4390/',
    });
    expect(framed['Content-Security-Policy']).toContain(
      'frame-ancestors https://partner.invalid http://localhost:4390;',
    );
    expect(framed['X-Frame-Options']).toBeUndefined();
    expect(securityHeaders(cell)['X-Frame-Options']).toBe('DENY');
  });

  it('adds a tracker origin to connect-src only when its id is set', () => {
    const tracked = contentSecurityPolicy({
      ...cell,
      trackers: { VITE_GTM_ID: 'GTM-1', VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.invalid/2' },
    });
    expect(tracked).toContain(
      "connect-src 'self' https://api.loans.invalid https://www.googletagmanager.com https://www.google-analytics.com https://o1.ingest.sentry.invalid;",
    );
  });

  it("adds the origin of a configured script URL (a mirror, the e2e collector), and the trackers' Trusted Types policy", () => {
    const tracked = contentSecurityPolicy({
      ...cell,
      trackers: {
        VITE_FACEBOOK_PIXEL_ID: '123',
        VITE_FACEBOOK_PIXEL_SCRIPT_URL: 'http://127.0.0.1:4398/meta/fbevents.js',
        VITE_TIKTOK_PIXEL_SCRIPT_URL: 'http://unused.invalid/events.js',
      },
    });
    expect(tracked).toContain(
      "connect-src 'self' https://api.loans.invalid https://connect.facebook.net https://www.facebook.com http://127.0.0.1:4398;",
    );
    expect(tracked).toContain(
      "img-src 'self' data: blob: https://connect.facebook.net https://www.facebook.com http://127.0.0.1:4398;",
    );
    expect(tracked).not.toContain('unused.invalid');
    expect(tracked).toContain('trusted-types app-bootstrap app-trackers');
    expect(contentSecurityPolicy(cell)).toMatch(/trusted-types app-bootstrap$/);
  });

  it('sends nosniff, the referrer policy and a permissions policy that denies the camera too', () => {
    const headers = securityHeaders(cell);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)(,|$)/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)(,|$)/);
  });

  it('writes _headers and the nginx snippet with HSTS and reads _headers back as written', () => {
    const headers = securityHeaders(cell);
    const file = headersFile('/application-frontend/', headers);
    const read = headersFor(parseHeadersFile(file), '/application-frontend/assets/index-1.js');
    expect(read).toEqual({
      ...headers,
      'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8}/),
    });
    expect(headersFor(parseHeadersFile(file), '/elsewhere/')).toEqual({});
    const nginx = nginxSnippet(headers);
    expect(nginx).toContain('location ~* \\.map$ { return 404; }');
    expect(nginx).toContain(
      `add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`,
    );
    expect(nginx).toContain('add_header Strict-Transport-Security "max-age=');
  });
});

describe('index.html under the policy', () => {
  const html = [
    '<head><style id="t">:root{}</style>',
    '<script type="module" crossorigin src="/b/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/b/assets/react-1.js">',
    '</head>',
  ].join('\n');

  it('loads the entry and its preloads from one hashed inline bootstrap, with no parser-inserted script', () => {
    const result = withBootstrap(html);
    expect(result).not.toMatch(/<script[^>]*\ssrc=|modulepreload" /);
    expect(result).toContain('"/b/assets/index-1.js"');
    expect(result).toContain('["/b/assets/react-1.js"]');
    const hashes = inlineHashes(result);
    expect(hashes.scriptHashes).toHaveLength(1);
    expect(hashes.styleHashes).toEqual([`sha256-${createHash('sha256').update(':root{}').digest('base64')}`]);
  });

  /** Runs the bootstrap against a document stub: what it appends to the head, and when. */
  function runBootstrap(readyState: string, visibilityState: string) {
    const appended: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const listeners: Record<string, () => void> = {};
    const document = {
      readyState,
      visibilityState,
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      createElement: () => ({}) as Record<string, string>,
      head: {
        appendChild: (node: Record<string, string>) =>
          appended.push(`${node.rel ?? node.type} ${node.href ?? node.src}`),
      },
    };
    const script = bootstrapScript('/b/assets/index-1.js', ['/b/assets/react-1.js']);
    new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', script)(
      {},
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => tasks.push(callback),
    );
    return { appended, frames, tasks, listeners };
  }

  it('fetches no script before the parsed document has painted a frame', () => {
    const run = runBootstrap('loading', 'visible');
    expect(run.appended).toEqual([]);
    run.listeners.DOMContentLoaded?.();
    expect(run.appended).toEqual([]);
    run.frames.shift()?.();
    expect(run.appended).toEqual([]);
    run.tasks.shift()?.();
    expect(run.appended).toEqual(['modulepreload /b/assets/react-1.js', 'module /b/assets/index-1.js']);
  });

  it('starts at once in a hidden document, which paints no frame', () => {
    expect(runBootstrap('interactive', 'hidden').appended).toEqual([
      'modulepreload /b/assets/react-1.js',
      'module /b/assets/index-1.js',
    ]);
  });

  it('hashes no JSON data block (the first screen texts): the browser never runs one', () => {
    const withTexts = html.replace('</head>', `${firstScreenTextsBlock({ common: { a: 'b' } })}\n</head>`);
    expect(inlineHashes(withBootstrap(withTexts))).toEqual(inlineHashes(withBootstrap(html)));
  });
});
