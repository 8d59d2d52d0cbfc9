// @vitest-environment node
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawGet } from './raw-request.ts';
import { MAX_PATH_LENGTH } from './request-path.ts';
import { startStaticServer } from './static-server.ts';

const BASE = '/application-frontend/';
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 42);
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

describe('static server under malformed and hostile paths (issue 18)', () => {
  let dir: string;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-hostile-'));
    writeFileSync(join(dir, 'index.html'), '<title>app</title>');
    server = await startStaticServer({ distDir: dir, basePath: BASE, port: 0 });
    port = (server.address() as AddressInfo).port; // listening on a port, so the address is an AddressInfo
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const stillServes = async () => {
    const response = await fetch(`http://127.0.0.1:${port}${BASE}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>app</title>');
  };

  it.each([
    `${BASE}%E0%A4%A`,
    `${BASE}%`,
    `${BASE}%zz`,
    `${BASE}..%2f..%2fetc/passwd`,
    `${BASE}../../etc/passwd`,
    `${BASE}%2e%2e/%2e%2e/etc/passwd`,
    `${BASE}a%00b`,
    `${BASE}a%5c..%5c..%5cetc`,
    `${BASE}${'a'.repeat(MAX_PATH_LENGTH)}`,
  ])('answers %s with 400 and keeps serving', async (target) => {
    const status = await rawGet(port, target);
    expect(status).toBe(400);
    await stillServes();
  });

  it('answers a path outside the base path (a leading // included) with 404 and keeps serving', async () => {
    expect(await rawGet(port, '//evil.example/')).toBe(404);
    expect(await rawGet(port, '/etc/passwd')).toBe(404);
    await stillServes();
  });

  it('answers a raw NUL byte or a path far over the header limit with a 4xx and keeps serving', async () => {
    for (const target of [`${BASE}a\u0000b`, `${BASE}${'b'.repeat(20_000)}`]) {
      const status = await rawGet(port, target);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    await stillServes();
  });

  it('never echoes the malformed path', async () => {
    const response = await fetch(`http://127.0.0.1:${port}${BASE}%3Cscript%3E%zz`);
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('script');
  });

  it(`fuzz: ${FUZZ_RUNS} generated paths (seed ${FUZZ_SEED}), no 5xx, no crash, healthy at the end`, async () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '%',
        '%zz',
        '%E0%A4%A',
        '%2f',
        '%2e',
        '..',
        '.',
        '/',
        '//',
        '\\',
        '%00',
        '%C0%AE',
        '?',
        '#',
      ),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0')}`),
    );
    const target = fc.tuple(fc.boolean(), fc.array(piece, { maxLength: 20 })).map(
      // Most paths start with the base path, where the file lookups happen; the rest test the way there.
      ([underBase, pieces]) => `${underBase ? BASE : '/'}${pieces.join('')}`,
    );
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(target, async (path) => {
        sent += 1;
        const status = await rawGet(port, path);
        // 0: Node's parser closed a connection whose request line it could not read, before any handler ran.
        return status === 0 || (status >= 200 && status < 500);
      }),
      { seed: FUZZ_SEED, numRuns: FUZZ_RUNS },
    );
    await stillServes();
    console.info(`static server fuzz: ${sent} generated paths, seed ${FUZZ_SEED}, no 5xx, still serving`);
    expect(sent).toBe(FUZZ_RUNS);
  }, 120_000);
});
