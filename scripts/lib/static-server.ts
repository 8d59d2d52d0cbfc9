/**
 * A small static server for a built app: files under the base path, the SPA fallback (index.html) for
 * page requests, 404 for missing files (a missing locale file must be a 404, not HTML), gzip for text,
 * long caching for hashed assets. Enough to run and measure a build as a CDN would serve it.
 * A malformed or hostile path gets a plain 400 that never echoes it (scripts/lib/request-path.ts), and an
 * unexpected failure answers that one request with a 500: no request can end the process.
 * Security headers come from the build's own `_headers` file (build/headers-files.ts), as a deployment sends
 * them, HSTS excepted (this server speaks http); that file, the nginx snippet, source maps and dotfiles are never
 * served. deploy/served-cell.deploy.test.ts checks it against nginx serving the same build (deploy/nginx/).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { basename, extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor, HEADERS_FILE, NOT_SERVED, parseHeadersFile } from '#build/headers-files.ts';
import { decodeRequestPath } from './request-path.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

export interface StaticServerOptions {
  distDir: string;
  /** Base path with leading and trailing slash, e.g. /application-frontend/. */
  basePath: string;
  host?: string;
  port: number;
}

export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const host = options.host ?? '127.0.0.1';
  const gzipCache = new Map<string, Buffer>();
  const indexFile = join(options.distDir, 'index.html');

  const server = createServer((request, response) => {
    try {
      serve(request, response);
    } catch {
      // Answer this request and keep serving; the cause stays out of the body (no path, no stack).
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal error');
    }
  });

  function serve(request: IncomingMessage, response: ServerResponse): void {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { 'content-type': 'text/plain', allow: 'GET, HEAD' }).end('Method not allowed');
      return;
    }
    const pathname = decodeRequestPath(request.url);
    if (pathname === null) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      return;
    }
    const baseWithoutSlash = options.basePath.replace(/\/$/, '');
    if (pathname === baseWithoutSlash) {
      response.writeHead(301, { location: options.basePath }).end();
      return;
    }
    if (!pathname.startsWith(options.basePath)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const relative = normalize(pathname.slice(options.basePath.length));
    // A dotfile or dot-folder (.env, .git/) is never the app's, nor one of its routes (as deploy/nginx/ refuses it).
    if (relative !== '.' && relative.split(sep).some((segment) => segment.startsWith('.'))) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const candidate = join(options.distDir, relative);
    const inside = candidate === options.distDir || candidate.startsWith(options.distDir + sep);
    let file: string | undefined;
    if (inside && existsSync(candidate) && statSync(candidate).isFile()) file = candidate;
    else if (extname(relative) === '') file = indexFile; // a route of the single-page app
    // Source maps are for the error reporter; the headers files are configuration.
    if (file && (extname(file) === '.map' || NOT_SERVED.has(basename(file)))) file = undefined;
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const extension = extname(file);
    // Hashed assets never change under their name (the texts' copies too: build/texts-folder-plugin.ts); index.html
    // and the spec's /locales/ files do when the folder is rebuilt.
    const immutable = file.includes(`${sep}assets${sep}`);
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      ...buildHeaders(pathname),
    };
    let body: Buffer = readFileSync(file);
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      const cached = (immutable ? gzipCache.get(file) : undefined) ?? gzipSync(body);
      if (immutable) gzipCache.set(file, cached);
      body = cached;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body);
  }

  /** Read on every request: the folder may be rebuilt under a running server (a small file, a local server). */
  function buildHeaders(pathname: string): Record<string, string> {
    const file = join(options.distDir, HEADERS_FILE);
    if (!existsSync(file)) return {};
    const headers = headersFor(parseHeadersFile(readFileSync(file, 'utf8')), pathname);
    // Lower case, as the server's own headers are, so one of the file's replaces one of ours.
    return Object.fromEntries(
      Object.entries(headers)
        .map(([name, value]) => [name.toLowerCase(), value])
        .filter(([name]) => name !== 'strict-transport-security'),
    );
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve(server));
  });
}
