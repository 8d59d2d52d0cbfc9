// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from './static-server.ts';

describe('static server', () => {
  let dir: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<script src="/app/assets/a-1.js"></script>');
    writeFileSync(join(dir, 'assets', 'a-1.js'), 'console.log(1)');
    writeFileSync(join(dir, 'assets', 'a-1.js.map'), '{}');
    writeFileSync(join(dir, 'security-headers.nginx.conf'), 'add_header X-Test "1" always;');
    writeFileSync(
      join(dir, '_headers'),
      "/app/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n  Strict-Transport-Security: max-age=1\n",
    );
    server = await startStaticServer({ distDir: dir, basePath: '/app/', host: '127.0.0.1', port: 0 });
    const address = server.address();
    assert(address !== null && typeof address === 'object', 'listening on a TCP port');
    base = `http://127.0.0.1:${address.port}/app/`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the rebuilt index.html (gzip included), never a copy of the old one', async () => {
    const gzip = { headers: { 'accept-encoding': 'gzip' } };
    expect(await (await fetch(`${base}steps`, gzip)).text()).toContain('a-1.js');
    writeFileSync(join(dir, 'index.html'), '<script src="/app/assets/a-2.js"></script>');
    const again = await fetch(`${base}steps`, gzip);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(await again.text()).toContain('a-2.js');
  });

  it('serves hashed assets as immutable', async () => {
    const asset = await fetch(`${base}assets/a-1.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
  });

  it('sends the headers of the _headers file of the build, HSTS aside (http), each once', async () => {
    const page = await fetch(`${base}steps`);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('never serves source maps or the headers files', async () => {
    for (const path of ['assets/a-1.js.map', '_headers', 'security-headers.nginx.conf'])
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
  });
});
