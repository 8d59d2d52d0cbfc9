// @vitest-environment node
/** Limits, errors, persistence, CORS and fault injection. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { DynamicFormConfig } from '#contract/dynamic-form.ts';
import { errorBodySchema } from '#contract/errors.ts';
import { exampleLeadCreate } from '#contract/examples.ts';
import { buildServer } from './build-server.ts';
import { optionsFromEnv, parseFaults, serverOptionsSchema } from './options.ts';
import { createHarness, createLead, leadWithMarker, type Harness } from './test/harness.ts';

let harness: Harness;
let app: FastifyInstance;
beforeAll(async () => {
  harness = await createHarness();
  app = await harness.server();
});
afterAll(() => harness.close());

const noStack = (body: string) => {
  expect(body).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+|stack/i);
};

describe('errors', () => {
  it('an unknown route is a 404 with the error body', async () => {
    const response = await app.inject({ url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
  });

  it('a body over the limit is a 413; the id upload has its own larger limit', async () => {
    const big = { ...exampleLeadCreate, googleCaptchaToken: 'x'.repeat(70 * 1024) };
    const response = await app.inject({ method: 'POST', url: '/v2/lead', payload: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errors: [{ fieldName: '', message: 'The body is too large' }] });
    const id = await createLead(app, leadWithMarker('step30'));
    await app.inject({ url: `/lead/status/${id}` });
    const upload = await app.inject({
      method: 'POST',
      url: '/lead/idUpload',
      payload: {
        id,
        side: 'back',
        fileName: 'ine.png',
        contentType: 'image/png',
        dataBase64: 'A'.repeat(200 * 1024),
      },
    });
    expect(upload.statusCode).toBe(200);
  });

  it('malformed JSON is a 400 without parser details; a non-JSON body a 415', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/v2/lead',
      headers: { 'content-type': 'application/json' },
      payload: '{"product": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ errors: [{ fieldName: '', message: 'The body is not valid JSON' }] });
    const text = await app.inject({
      method: 'POST',
      url: '/v2/lead',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
    noStack(text.body);
  });

  it('an internal failure is a 500 with a fixed message and no stack trace', async () => {
    const broken = { version: 3, country: 'mx', product: 'broken', firstPage: 'nowhere', forms: [] };
    const faulty = await harness.server({
      // Deliberately not a config (its first page names no page, it has no forms): the failure this test is about.
      dynamicFormConfigs: { 'mx/broken': broken as unknown as DynamicFormConfig },
    });
    const response = await faulty.inject({ url: '/v3/test/datapoints?country=mx&product=broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errors: [{ fieldName: '', message: 'Internal server error' }] });
    noStack(response.body);
  });

  it('serves the v3 configuration from the dynamic-form fixtures, 404 for a variant without one', async () => {
    const config = await app.inject({ url: '/v3/test/datapoints?country=mx&product=prestaluz' });
    expect(config.json()).toMatchObject({ version: 3, country: 'mx', product: 'prestaluz' });
    expect((await app.inject({ url: '/v3/test/datapoints?country=de&product=finvela' })).statusCode).toBe(
      404,
    );
  });
});

describe('reference data', () => {
  it('serves a few hundred Mexican postcodes with colonias', async () => {
    const all = [];
    for (const prefix of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) {
      for (let second = 0; second <= 9; second += 1) {
        const found = (await app.inject({ url: `/postcode/lookup/${prefix}${second}` })).json<{
          postcodes: unknown[];
        }>();
        all.push(...found.postcodes);
      }
    }
    expect(all.length).toBeGreaterThanOrEqual(200);
    expect((await app.inject({ url: '/postcode/44100' })).json()).toMatchObject({
      state: 'Jalisco',
      colonias: ['Centro'],
    });
  });

  it('finds companies ignoring accents and case, and checks emails', async () => {
    const companies = (await app.inject({ url: '/company/LOGISTICOS' })).json<{
      companies: { name: string }[];
    }>();
    expect(companies.companies[0]?.name).toContain('Logísticos');
    expect((await app.inject({ url: '/email/validate/ana@gmial.com' })).json()).toEqual({
      valid: false,
      reason: 'no-mail-server',
      suggestion: 'ana@gmail.com',
    });
    expect((await app.inject({ url: '/email/validate/ana@yopmail.com' })).json()).toMatchObject({
      reason: 'disposable',
    });
    expect((await app.inject({ url: '/email/validate/ana@example.com' })).json()).toEqual({ valid: true });
  });

  it('serves a valid OpenAPI document and the partner landing page', async () => {
    const document = (await app.inject({ url: '/openapi.json' })).json();
    expect((await new Validator().validate(document)).valid).toBe(true);
    const page = await app.inject({ method: 'POST', url: '/partner/landing/creditea' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('data-method="POST"');
  });
});

describe('CORS', () => {
  const preflight = (origin: string, server = app) =>
    server.inject({
      method: 'OPTIONS',
      url: '/v2/lead',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });

  it('allows the loopback dev origins and refuses others', async () => {
    const allowed = await preflight('http://127.0.0.1:5173');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('Idempotency-Key');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows only the listed ports: any other port of a loopback name is refused', async () => {
    for (const origin of ['http://localhost:4173', 'http://127.0.0.1:4301']) {
      expect((await preflight(origin)).headers['access-control-allow-origin']).toBe(origin);
    }
    for (const origin of ['http://127.0.0.1:99999', 'http://localhost:8080', 'http://127.0.0.1', 'null']) {
      expect((await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('reads the list from API_CORS_ORIGINS and refuses a wildcard or an impossible port', async () => {
    const options = optionsFromEnv({ API_CORS_ORIGINS: 'https://apply.example:8443, http://127.0.0.1:3000' });
    expect(options.corsOrigins).toEqual(['https://apply.example:8443', 'http://127.0.0.1:3000']);
    const custom = await harness.server(options);
    const answer = await preflight('https://apply.example:8443', custom);
    expect(answer.headers['access-control-allow-origin']).toBe('https://apply.example:8443');
    expect(
      (await preflight('http://127.0.0.1:5173', custom)).headers['access-control-allow-origin'],
    ).toBeUndefined();
    for (const origin of ['http://127.0.0.1:*', 'http://localhost:99999', '*']) {
      expect(serverOptionsSchema.safeParse({ corsOrigins: [origin] }).success).toBe(false);
    }
  });
});

describe('persistence', () => {
  it('a lead survives a restart on the same data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lead-api-'));
    try {
      const first = await buildServer({ dataDir });
      const created = await first.inject({ method: 'POST', url: '/v2/lead', payload: exampleLeadCreate });
      const { id, credential } = created.json<{ id: string; credential: string }>();
      await first.close();
      const second = await buildServer({ dataDir });
      // The credential holds across the restart too: only its hash is stored, with the lead.
      const resumed = await second.inject({
        url: `/lead/continue/${id}`,
        headers: { authorization: `Bearer ${credential}` },
      });
      await second.close();
      expect(resumed.json()).toMatchObject({ lead: { id, personalDetails: { firstName: 'María José' } } });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two PGlite databases opened on disk one after the other: seconds on two busy cores, and past 30 s when the
    // machine is loaded by more than the test run (a clean clone's CI with a build beside it); not a speed claim.
  }, 90_000);

  it('a database connection the server ends is replaced: the API goes on answering', async () => {
    const { database } = harness;
    // Several connections at once, so the pool keeps idle ones the server can end under it.
    await Promise.all([1, 2, 3].map(() => database.query('SELECT pg_sleep(0.05)')));
    const ended = await database.query<{ pid: number }>(
      // MATERIALIZED: the other connections are chosen first, so this one is never among those ended.
      `WITH others AS MATERIALIZED (
         SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid())
       SELECT pid FROM others WHERE pg_terminate_backend(pid)`,
    );
    // PGlite is one connection in this process: there is nothing else to end. On PostgreSQL the pool had idle ones.
    if (database.kind === 'postgres') expect(ended.length).toBeGreaterThan(0);
    else expect(ended).toEqual([]);
    // The ended connections report their error on the next turns of the event loop: it must not stop the API.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    expect(await createLead(app)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('fault injection', () => {
  it('is off by default', () => {
    expect(optionsFromEnv({}).faults).toEqual([]);
  });

  it('reads rules from API_FAULTS in short or JSON form', () => {
    expect(parseFaults('getLeadStatus:latency=800,createLead:status=503*2,getPostcode:drop')).toEqual([
      { route: 'getLeadStatus', latencyMs: 800 },
      { route: 'createLead', status: 503, times: 2 },
      { route: 'getPostcode', drop: true },
    ]);
    expect(parseFaults('[{"route":"*","status":502}]')).toEqual([{ route: '*', status: 502 }]);
    expect(() => parseFaults('nope:explode')).toThrow();
    expect(() => parseFaults('notAnOperation:drop')).toThrow();
  });

  it('answers a 5xx for the first N requests of a route, then normally', async () => {
    const faulty = await harness.server({ faults: [{ route: 'getPostcode', status: 503, times: 1 }] });
    const first = await faulty.inject({ url: '/postcode/06700' });
    expect(first.statusCode).toBe(503);
    expect(errorBodySchema.safeParse(first.json()).success).toBe(true);
    expect((await faulty.inject({ url: '/postcode/06700' })).statusCode).toBe(200);
    expect((await faulty.inject({ url: '/partner/logos' })).statusCode).toBe(200);
  });

  it('adds latency', async () => {
    const slow = await harness.server({ faults: [{ route: 'getPartnerLogos', latencyMs: 150 }] });
    const started = performance.now();
    expect((await slow.inject({ url: '/partner/logos' })).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('drops the connection without an answer', async () => {
    const dropping = await harness.server({ faults: [{ route: 'getPostcode', drop: true }] });
    await dropping.listen({ host: '127.0.0.1', port: 0 });
    const address = dropping.server.address();
    assert(address !== null && typeof address === 'object', 'listening on a TCP port');
    const { port } = address;
    await expect(fetch(`http://127.0.0.1:${port}/postcode/06700`)).rejects.toThrow();
    expect((await fetch(`http://127.0.0.1:${port}/partner/logos`)).status).toBe(200);
  });
});
