/**
 * A local stand-in for every third party the tracking layer talks to (issue 15), on its own loopback origin: this
 * machine has no internet, and a test must see what would have left. The e2e tracking builds point each script URL
 * and API host here (e2e/targets.ts). It serves stand-in scripts that behave like the vendors' for what the app
 * uses (the Meta and TikTok pixels drain their queues and report each call; the tag manager reports each dataLayer
 * entry; reCAPTCHA answers a token), takes the analytics and error-reporting requests, and records everything:
 * GET /records lists what arrived, each with the collector it reached and its decoded body.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';

export const COLLECTOR_PORT = 4398;
export const COLLECTOR_ORIGIN = `http://127.0.0.1:${COLLECTOR_PORT}`;
export const E2E_CAPTCHA_TOKEN = 'e2e-captcha-token';

const COLLECTOR_KINDS = ['meta', 'tiktok', 'gtm', 'analytics', 'errors', 'captcha', 'other'] as const;
export type CollectorKind = (typeof COLLECTOR_KINDS)[number];
export interface CollectedRequest {
  kind: CollectorKind;
  /** The page's origin (each e2e build has its own port), from the request's Origin header. */
  origin: string;
  method: string;
  path: string;
  body: string;
  at: number;
}

/** GET /records' answer, as a test reads it back. */
export const collectedRequestsSchema = z.array(
  z.object({
    kind: z.enum(COLLECTOR_KINDS),
    origin: z.string(),
    method: z.string(),
    path: z.string(),
    body: z.string(),
    at: z.number(),
  }),
) satisfies z.ZodType<CollectedRequest[]>;

/** Sends each call as JSON to /collect/<kind>; Arguments objects become arrays. */
const REPORTER = `
  function report(kind, args) {
    var body;
    try { body = JSON.stringify(Array.prototype.slice.call(args)); } catch (e) { body = '"unserialisable"'; }
    fetch('${COLLECTOR_ORIGIN}/collect/' + kind, { method: 'POST', body: body, headers: { 'Content-Type': 'text/plain' }, keepalive: true });
  }`;

const SCRIPTS: Record<string, string> = {
  // fbevents.js: takes over fbq's queue (callMethod) and reports each call.
  '/meta/fbevents.js': `(function () {${REPORTER}
    var fbq = window.fbq;
    fbq.callMethod = function () { report('meta', arguments); };
    fbq.queue.splice(0).forEach(function (args) { report('meta', args); });
    fbq.loaded = true;
  })();`,
  // events.js: replaces ttq's deferring methods and reports the calls queued before it came.
  '/tiktok/events.js': `(function () {${REPORTER}
    var ttq = window.ttq;
    var queued = ttq.splice(0);
    ttq.methods.forEach(function (method) {
      ttq[method] = function () { report('tiktok', [method].concat(Array.prototype.slice.call(arguments))); };
    });
    queued.forEach(function (call) { report('tiktok', call); });
  })();`,
  // gtm.js: reports what the data layer holds (consent defaults, updates, gtm.start) and every later push.
  '/gtm/gtm.js': `(function () {${REPORTER}
    var layer = window.dataLayer;
    var toPlain = function (entry) { return Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.prototype.slice.call(entry) : entry; };
    layer.forEach(function (entry) { report('gtm', [toPlain(entry)]); });
    var push = layer.push;
    layer.push = function () {
      Array.prototype.forEach.call(arguments, function (entry) { report('gtm', [toPlain(entry)]); });
      return push.apply(layer, arguments);
    };
  })();`,
  // api.js?render=<key>: a grecaptcha that answers a fixed token for any action.
  '/recaptcha/api.js': `(function () {${REPORTER}
    window.grecaptcha = {
      ready: function (callback) { callback(); },
      execute: function (key, options) { report('captcha', [key, options]); return Promise.resolve('${E2E_CAPTCHA_TOKEN}'); }
    };
  })();`,
};

function kindOf(path: string): CollectorKind {
  if (path.startsWith('/collect/')) {
    const kind = path.slice('/collect/'.length);
    return (['meta', 'tiktok', 'gtm', 'captcha'] as const).find((known) => known === kind) ?? 'other';
  }
  if (path.startsWith('/ph/')) return 'analytics';
  if (path.startsWith('/api/')) return 'errors';
  return 'other';
}

/** posthog-js sends gzip (compression=gzip-js), base64 form data (data=...) or JSON; Sentry plain envelopes. */
function decode(raw: Buffer): string {
  if (raw[0] === 0x1f && raw[1] === 0x8b) return gunzipSync(raw).toString('utf8');
  const text = raw.toString('utf8');
  if (text.startsWith('data=')) {
    const data = decodeURIComponent(text.slice('data='.length).split('&')[0] ?? '');
    return Buffer.from(data, 'base64').toString('utf8');
  }
  return text;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', () => resolve(Buffer.concat(chunks)));
  });
}

export function startTrackingCollector(port = COLLECTOR_PORT): Promise<Server> {
  const records: CollectedRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', COLLECTOR_ORIGIN);
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'content-type',
      'access-control-allow-credentials': 'true',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    if (url.pathname === '/records') {
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(records));
      return;
    }
    const script = SCRIPTS[url.pathname];
    if (script !== undefined) {
      response.writeHead(200, { ...cors, 'content-type': 'text/javascript; charset=utf-8' }).end(script);
      return;
    }
    void readBody(request).then((raw) => {
      records.push({
        kind: kindOf(url.pathname),
        origin: request.headers.origin ?? '',
        method: request.method ?? 'GET',
        path: url.pathname,
        body: raw.length > 0 ? decode(raw) : '',
        at: Date.now(),
      });
      // posthog-js asks for flags and remote config: no flags, no recording, the compressions it may use.
      const answer = url.pathname.startsWith('/ph/')
        ? {
            featureFlags: {},
            featureFlagPayloads: {},
            errorsWhileComputingFlags: false,
            sessionRecording: false,
            supportedCompression: ['gzip-js'],
            status: 1,
          }
        : {};
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
