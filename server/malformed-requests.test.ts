// @vitest-environment node
/**
 * Issue 18: every class of malformed request gets a 4xx with the contract's error body, never a 5xx and never a
 * piece of the input (the canary below) in the answer. Unknown keys are dropped, absurd bodies refused.
 */
import { connect } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { errorBodySchema } from '#contract/errors.ts';
import { exampleLeadCreate } from '#contract/examples.ts';
import { createHarness, createLead, type Harness } from './test/harness.ts';

const CANARY = 'Zq7canary';

let harness: Harness;
let app: FastifyInstance;
beforeAll(async () => {
  harness = await createHarness();
  app = await harness.server();
});
afterAll(() => harness.close());

/** Status, the contract's body, the field named, and no echo of the input. */
function expectRefused(response: LightMyRequestResponse, status: number, fieldName?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBodySchema.parse(response.json());
  if (fieldName !== undefined) expect(body.errors.map((error) => error.fieldName)).toContain(fieldName);
  expect(response.body).not.toContain(CANARY);
}

const postJson = (url: string, body: string, method: 'POST' | 'PUT' = 'POST') =>
  app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: body });
const postLead = (body: object) => postJson('/v2/lead', JSON.stringify(body));

describe('percent-encoding', () => {
  it.each([
    `/company/${CANARY}%E0%A4%A`,
    `/lead/status/${CANARY}%`,
    `/email/validate/${CANARY}%ED%A0%80`, // UTF-8 of a lone surrogate
  ])('a malformed path %s is a 400', async (url) => {
    expectRefused(await app.inject({ url }), 400, '');
  });

  it.each([
    `/policy?country=mx&product=${CANARY}%E0%A4%A`,
    `/choices/country?locale=${CANARY}%ED%A0%80`,
    `/v3/test/datapoints?country=mx&product=prestaluz%ZZ${CANARY}`,
  ])('a malformed query %s is a 400', async (url) => {
    expectRefused(await app.inject({ url }), 400);
  });
});

describe('text the database cannot store', () => {
  it.each([
    ['a lone high surrogate', `${CANARY}\uD800`],
    ['a lone low surrogate', `\uDC00${CANARY}`],
    ['a NUL character', `${CANARY}\u0000`],
  ])('%s in a body string is a 400 at its field', async (_name, city) => {
    const response = await postLead({ ...exampleLeadCreate, contactDetails: { city } });
    expectRefused(response, 400, 'contactDetails.city');
  });

  it('a NUL character in a path parameter is a 400 at the parameter', async () => {
    expectRefused(await app.inject({ url: `/company/${CANARY}%00` }), 400, 'name');
  });

  it('a surrogate pair (an emoji) is fine', async () => {
    const response = await postLead({ ...exampleLeadCreate, contactDetails: { city: 'Cancún 🌴' } });
    expect(response.statusCode).toBe(201);
  });
});

describe('keys', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('a %s key anywhere is a 400', async (key) => {
    const top = `{"product":"prestaluz-mx","${key}":{"${CANARY}":1}}`;
    expectRefused(await postJson('/v2/lead', top), 400, '');
    const nested = JSON.stringify({ ...exampleLeadCreate, contactDetails: { city: CANARY } }).replace(
      '"contactDetails":{',
      `"contactDetails":{"${key}":{"isAdmin":true},`,
    );
    expectRefused(await postJson('/v2/lead', nested), 400, '');
    expectRefused(await app.inject({ url: `/choices/country?${key}=${CANARY}` }), 400, '');
  });

  it('a few unknown keys are dropped (tolerant reader), not stored', async () => {
    const response = await postLead({ ...exampleLeadCreate, [CANARY]: 1, newField: { a: 1 } });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect((await app.inject({ url: `/lead/continue/${id}` })).body).not.toContain(CANARY);
  });

  it('5,000 unknown keys, or nesting deeper than any schema, is a 400', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 5_000 }, (_, index) => [index ? `k${index}` : CANARY, 1]),
    );
    expectRefused(await postLead({ ...exampleLeadCreate, ...many }), 400, '');
    const deep = `{"product":"prestaluz-mx","x":${'['.repeat(5_000)}"${CANARY}"${']'.repeat(5_000)}}`;
    expectRefused(await postJson('/v2/lead', deep), 400, '');
    const query = Array.from({ length: 2_000 }, (_, index) => `k${index}=${CANARY}`).join('&');
    expectRefused(await app.inject({ url: `/choices/country?${query}` }), 400, '');
  });
});

describe('products', () => {
  it('an unknown product, or a brand without its country, is a 400 at product', async () => {
    const leadId = await createLead(app);
    for (const product of ['nowhere-mx', 'prestaluz', 'prestaluz-pl', `${CANARY.toLowerCase()}-mx`]) {
      expectRefused(await postLead({ ...exampleLeadCreate, product }), 400, 'product');
      const event = await postJson(
        '/affiliate/event',
        JSON.stringify({ product, event: 'lead_created', sessionId: exampleLeadCreate.sessionId, leadId }),
      );
      expectRefused(event, 400, 'product');
    }
  });

  it("a lead's product is immutable: a PUT with another product is a 400 at product", async () => {
    const id = await createLead(app);
    const update = (product: string) =>
      postJson('/lead', JSON.stringify({ id, product, amount: 12_000 }), 'PUT');
    expectRefused(await update('monedia-mx'), 400, 'product');
    expect((await update('prestaluz-mx')).statusCode).toBe(200);
    const resumed = await app.inject({ url: `/lead/continue/${id}` });
    expect(resumed.json()).toMatchObject({ lead: { product: 'prestaluz-mx', amount: 12_000 } });
  });
});

describe('bodies', () => {
  it('an oversized body is a 413, a wrong content type a 415, invalid JSON a 400', async () => {
    const big = JSON.stringify({ ...exampleLeadCreate, googleCaptchaToken: CANARY.repeat(10_000) });
    expectRefused(await postJson('/v2/lead', big), 413, '');
    const text = await app.inject({
      method: 'POST',
      url: '/v2/lead',
      headers: { 'content-type': 'text/html' },
      payload: `<b>${CANARY}</b>`,
    });
    expectRefused(text, 415, '');
    expectRefused(await postJson('/v2/lead', `{"product": "${CANARY}`), 400, '');
  });
});

describe('headers', () => {
  it('every answer has nosniff and no-store: a lead, a status, an error, a preflight', async () => {
    const id = await createLead(app);
    const responses = [
      await postLead(exampleLeadCreate),
      await app.inject({ url: `/lead/status/${id}` }),
      await app.inject({ url: `/customer/${id}/consents` }),
      await app.inject({ url: '/nowhere' }),
      await app.inject({ url: '/company/%E0' }),
      await app.inject({
        method: 'OPTIONS',
        url: '/v2/lead',
        headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
      }),
    ];
    for (const [index, response] of responses.entries()) {
      expect(response.headers['x-content-type-options'], String(index)).toBe('nosniff');
      expect(response.headers['cache-control'], String(index)).toBe('no-store');
    }
  });
});

describe("requests Node's own parser refuses", () => {
  /** Writes the bytes on a socket to the listening server and reads the whole answer. */
  async function rawExchange(bytes: string): Promise<{ head: string; body: string }> {
    const listening = await harness.server();
    await listening.listen({ host: '127.0.0.1', port: 0 });
    const address = listening.server.address();
    assert(address !== null && typeof address === 'object', 'listening on a TCP port');
    const { port } = address;
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')));
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
      socket.end(bytes);
    });
    const [head = '', body = ''] = text.split('\r\n\r\n');
    return { head: head.toLowerCase(), body };
  }

  it.each([
    ['a request line that is no HTTP', `${CANARY} NOT-HTTP\r\n\r\n`, 400],
    [
      'headers past the size limit',
      `GET /health HTTP/1.1\r\nHost: x\r\nX-${CANARY}: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])("%s: the contract's body and headers, status %i", async (_name, bytes, status) => {
    const { head, body } = await rawExchange(bytes);
    expect(head).toMatch(new RegExp(`^http/1\\.1 ${status} `));
    expect(head).toContain('x-content-type-options: nosniff');
    expect(head).toContain('cache-control: no-store');
    expect(errorBodySchema.safeParse(JSON.parse(body)).success).toBe(true);
    expect(body).not.toContain(CANARY);
  });
});
