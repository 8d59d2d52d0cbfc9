// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { serveOnLoopback } from '../scripts/lib/loopback-server.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mxPrestaluzConfig } from '#contract/fixtures/index.ts';
import type { Policy } from '#contract/reference-data.ts';
import { policiesFor } from '../server/reference/policies.ts';
import { resolveBuildTarget } from './build-target.ts';
import { prerenderFetch } from './prerender-api.ts';
import { PrerenderDataError, resolvePrerenderData, type PrerenderData } from './prerender-data.ts';

const dynamicCell = resolveBuildTarget({ country: 'mx', product: 'prestaluz', mode: 'production' });
const classicCell = resolveBuildTarget({ country: 'pl', product: 'zlotek', mode: 'production' });

const lenderPolicy: Policy = {
  id: 'lender-terms',
  kind: 'general',
  title: 'Términos del prestamista',
  text: 'Acepto los términos de Prestamista Real S.A.',
  url: 'https://lender.test/terms',
  required: true,
  version: '2026-11',
};
const lenderConfig = { ...mxPrestaluzConfig, firstPage: mxPrestaluzConfig.firstPage };

/** A lender's API on loopback: answers the two first-step calls with `answers` by path. */
async function lenderApi(answers: Record<string, { status: number; body: unknown }>) {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const answer = answers[path] ?? { status: 404, body: { message: 'no' } };
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  });
  return serveOnLoopback(server);
}

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'snapshot-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function snapshotFile(content: unknown): string {
  const file = join(folder, 'first-step.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const input = (overrides: Partial<Parameters<typeof resolvePrerenderData>[0]>) => ({
  target: dynamicCell,
  apiBase: 'http://127.0.0.1:9',
  policiesPath: '/policy',
  timeoutMs: 2_000,
  ...overrides,
});

describe('where the prerendered first step takes its data from (issue 29, item 1)', () => {
  it('a lender snapshot wins, and its policies are what the prerender is answered', async () => {
    const snapshot: PrerenderData = {
      country: 'mx',
      product: 'prestaluz',
      dataPoints: lenderConfig,
      policies: { policies: [lenderPolicy] },
    };
    const file = snapshotFile(snapshot);
    const { data, source } = await resolvePrerenderData(input({ snapshotFile: file }));
    expect(source).toBe(`the snapshot ${file}`);
    const fetcher = prerenderFetch(data, '/policy');
    const policies = await (await fetcher('http://127.0.0.1:9/policy?country=mx')).json();
    expect(policies).toEqual({ policies: [lenderPolicy] });
    const config = await fetcher('http://127.0.0.1:9/v3/test/datapoints?country=mx&product=prestaluz');
    expect(await config.json()).toEqual(lenderConfig);
    expect((await fetcher('http://127.0.0.1:9/lead')).status).toBe(503);
  });

  it.each([
    ['not JSON', '{', 'could not be read as JSON'],
    [
      'outside the contract',
      { country: 'mx', product: 'prestaluz', policies: { policies: [{}] } },
      'is not valid: policies.policies.0.id',
    ],
    [
      'for another cell',
      { country: 'es', product: 'finvela', dataPoints: lenderConfig, policies: { policies: [] } },
      'is for es/finvela, not mx/prestaluz',
    ],
    [
      'without the v3 form a dynamic cell needs',
      { country: 'mx', product: 'prestaluz', policies: { policies: [] } },
      'has no dataPoints',
    ],
  ])('refuses a snapshot %s', async (_case, content, message) => {
    const file = snapshotFile(content);
    await expect(resolvePrerenderData(input({ snapshotFile: file }))).rejects.toThrow(message);
  });

  it('a classic cell needs no v3 form in its snapshot', async () => {
    const file = snapshotFile({ country: 'pl', product: 'zlotek', policies: { policies: [lenderPolicy] } });
    const { data } = await resolvePrerenderData(input({ target: classicCell, snapshotFile: file }));
    expect(data.policies.policies).toEqual([lenderPolicy]);
  });

  it('an API that answers gives its own data, never the reference data', async () => {
    const api = await lenderApi({
      '/policy': { status: 200, body: { policies: [lenderPolicy] } },
      '/v3/test/datapoints': { status: 200, body: lenderConfig },
    });
    try {
      const { data, source } = await resolvePrerenderData(input({ apiBase: api.base }));
      expect(source).toBe(`the API at ${api.base}`);
      expect(data.policies.policies).toEqual([lenderPolicy]);
      expect(data.policies.policies).not.toEqual(policiesFor('mx'));
    } finally {
      await api.close();
    }
  });

  it.each([
    [{ status: 500, body: { message: 'down' } }, 'answered 500'],
    [{ status: 200, body: { policies: 'none' } }, 'answered outside the contract'],
  ])('an API that answers wrongly fails the build, naming the call (%j)', async (answer, message) => {
    const api = await lenderApi({
      '/policy': answer,
      '/v3/test/datapoints': { status: 200, body: lenderConfig },
    });
    try {
      const failure = resolvePrerenderData(input({ apiBase: api.base }));
      await expect(failure).rejects.toThrow(PrerenderDataError);
      await expect(failure).rejects.toThrow(new RegExp(`GET ${api.base}/policy\\?country=mx ${message}`));
    } finally {
      await api.close();
    }
  });

  it('a loopback API base that is not running is the reference API: its own data', async () => {
    const { data, source } = await resolvePrerenderData(input({ apiBase: 'http://127.0.0.1:9' }));
    expect(source).toContain("the reference API's own data");
    expect(data.policies.policies).toEqual(policiesFor('mx'));
    expect(data.dataPoints).toEqual(mxPrestaluzConfig);
  });

  it('a lender API that cannot be reached, with no snapshot, fails and says what it tried', async () => {
    // 192.0.2.0/24 is TEST-NET-1: never routed, so the call times out like an unreachable API.
    const failure = resolvePrerenderData(input({ apiBase: 'http://192.0.2.1', timeoutMs: 300 }));
    await expect(failure).rejects.toThrow(
      /Tried: a snapshot file \(PRERENDER_SNAPSHOT is not set\); the API \(GET http:\/\/192\.0\.2\.1\/policy\?country=mx did not answer/,
    );
  });
});
