// @vitest-environment node
/**
 * POST /affiliate/event (issue 15): one row per Idempotency-Key, the lead's product only, bad bodies refused with
 * the contract's error body at their field (never a 5xx), and the development read-back.
 */
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { affiliateEventRequestSchema, type AffiliateEventRequest } from '#contract/customer.ts';
import { errorBodySchema } from '#contract/errors.ts';
import { EXAMPLE_SESSION_ID, operationExamples } from '#contract/examples.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/lead.ts';
import { createHarness, createLead, type Harness } from '../test/harness.ts';
import { AFFILIATE_EVENTS_READ_BACK_PATH, type StoredAffiliateEvent } from './affiliate-event-handlers.ts';

const CANARY = 'Zq7canary';

let harness: Harness;
let app: FastifyInstance;
beforeAll(async () => {
  harness = await createHarness();
  app = await harness.server();
});
afterAll(() => harness.close());

/** The contract's example, parsed: a valid event in the shape the server reads. */
const example = affiliateEventRequestSchema.parse(operationExamples.postAffiliateEvent.body);

/** A valid event of a new lead that came with the event's affiliate reference. */
async function eventFor(patch: Partial<AffiliateEventRequest> = {}): Promise<AffiliateEventRequest> {
  const affiliateReferenceParams = patch.affiliateReferenceParams ?? example.affiliateReferenceParams;
  const leadId = await createLead(app, { affiliateReferenceParams });
  return { ...example, leadId, ...patch };
}

/** Posts as the applicant of `asLead` (by default the lead the body names, found by the harness). */
const post = (body: unknown, key?: string, asLead?: string) =>
  app.inject({
    method: 'POST',
    url: '/affiliate/event',
    headers: {
      'content-type': 'application/json',
      ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
      ...(asLead ? { authorization: `Bearer ${harness.credentialOf(asLead) ?? ''}` } : {}),
    },
    payload: JSON.stringify(body),
  });

async function readBack(leadId: string): Promise<StoredAffiliateEvent[]> {
  const response = await app.inject({ url: `${AFFILIATE_EVENTS_READ_BACK_PATH}?leadId=${leadId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ events: StoredAffiliateEvent[] }>().events;
}

function expectRefused(response: LightMyRequestResponse, status: number, fieldName?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBodySchema.parse(response.json());
  if (fieldName !== undefined) expect(body.errors.map((error) => error.fieldName)).toContain(fieldName);
  // An answer never quotes the input, not even the name of a key it refuses.
  expect(response.body).not.toContain(CANARY);
}

describe('storing', () => {
  it('answers 202 with the event id and stores the event as sent', async () => {
    const event = await eventFor();
    const response = await post(event, 'affiliate-key-0001');
    expect(response.statusCode, response.body).toBe(202);
    const { eventId } = response.json<{ eventId: string }>();
    expect(await readBack(event.leadId)).toEqual([
      {
        ...event,
        eventId,
        occurredAt: new Date(event.occurredAt).toISOString(),
        receivedAt: expect.any(String),
      },
    ]);
  });

  it('stores one row per Idempotency-Key, however often (and however concurrently) it is sent', async () => {
    const event = await eventFor();
    const answers = await Promise.all([1, 2, 3].map(() => post(event, 'affiliate-key-0002')));
    answers.push(await post(event, 'affiliate-key-0002'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.json<{ eventId: string }>().eventId)).size).toBe(1);
    expect(await readBack(event.leadId)).toHaveLength(1);
  });

  it('stores each call without a key, and each key apart', async () => {
    const event = await eventFor();
    await post(event);
    await post(event);
    await post({ ...event, event: 'application_completed' }, 'affiliate-key-0003');
    const stored = await readBack(event.leadId);
    expect(stored.map((row) => row.event)).toEqual(['lead_created', 'lead_created', 'application_completed']);
  });

  it('refuses a key sent again with another body with 422, storing nothing more', async () => {
    const event = await eventFor();
    expect((await post(event, 'affiliate-key-0004')).statusCode).toBe(202);
    expectRefused(
      await post({ ...event, event: 'application_rejected' }, 'affiliate-key-0004'),
      422,
      'Idempotency-Key',
    );
    expect(await readBack(event.leadId)).toHaveLength(1);
  });

  it('keeps UTM values optional, and a reference with only a transaction id', async () => {
    const event = await eventFor({ affiliateReferenceParams: { transactionId: 'tx-1' } });
    const { utm: _utm, ...withoutUtm } = event;
    expect((await post(withoutUtm)).statusCode).toBe(202);
    const [stored] = await readBack(event.leadId);
    expect(stored).not.toHaveProperty('utm');
    expect(stored?.affiliateReferenceParams).toEqual({ transactionId: 'tx-1' });
  });
});

describe('refusals', () => {
  it('an unknown lead is a 404, another product than the lead its 400 at product', async () => {
    const event = await eventFor();
    const unknownLead = '00000000-0000-4000-8000-000000000000';
    expectRefused(await post({ ...example, leadId: unknownLead }, undefined, event.leadId), 404, '');
    expectRefused(await post({ ...event, product: 'monedia-mx' }), 400, 'product');
    expect(await readBack(event.leadId)).toEqual([]);
  });

  it("an event naming another affiliate than the lead's own is a 400 at the reference, and nothing is stored", async () => {
    const event = await eventFor({ affiliateReferenceParams: { attribute: 'net-a', transactionId: 'tx-a' } });
    const moved = { ...event, affiliateReferenceParams: { attribute: 'net-b', transactionId: 'tx-a' } };
    expectRefused(await post(moved), 400, 'affiliateReferenceParams.attribute');
    expect(await readBack(event.leadId)).toEqual([]);
    expect((await post(event)).statusCode).toBe(202);
  });

  it.each(['nowhere-mx', 'prestaluz', 'prestaluz-pl', 'PRESTALUZ-MX'])(
    'an unknown product %s is a 400 at product',
    async (product) => {
      const event = await eventFor();
      expectRefused(await post({ ...event, product }, undefined, event.leadId), 400, 'product');
    },
  );

  const long = 'x'.repeat(201);
  const cases: [string, (body: Record<string, unknown>) => unknown, string][] = [
    ['no event', ({ event: _event, ...body }) => body, 'event'],
    ['an event name of the old list', (body) => ({ ...body, event: 'lead' }), 'event'],
    ['no lead id', ({ leadId: _leadId, ...body }) => body, 'leadId'],
    ['a lead id that is no UUID', (body) => ({ ...body, leadId: '12345' }), 'leadId'],
    ['a session id that is no UUID', (body) => ({ ...body, sessionId: 'session' }), 'sessionId'],
    ['no occurredAt', ({ occurredAt: _at, ...body }) => body, 'occurredAt'],
    ['an occurredAt that is no ISO instant', (body) => ({ ...body, occurredAt: '01/05/2026' }), 'occurredAt'],
    [
      'no affiliate reference',
      ({ affiliateReferenceParams: _ref, ...body }) => body,
      'affiliateReferenceParams',
    ],
    [
      'an empty affiliate reference',
      (body) => ({ ...body, affiliateReferenceParams: {} }),
      'affiliateReferenceParams',
    ],
    [
      'an affiliate attribute over 200 characters',
      (body) => ({ ...body, affiliateReferenceParams: { attribute: long } }),
      'affiliateReferenceParams.attribute',
    ],
    [
      'an unknown key in the reference',
      (body) => ({ ...body, affiliateReferenceParams: { attribute: 'a', setAt: example.occurredAt } }),
      'affiliateReferenceParams',
    ],
    ['a UTM value over 200 characters', (body) => ({ ...body, utm: { source: long } }), 'utm.source'],
    ['an empty UTM value', (body) => ({ ...body, utm: { campaign: ' ' } }), 'utm.campaign'],
    ['an unknown UTM key', (body) => ({ ...body, utm: { [CANARY]: 'x' } }), 'utm'],
    ['a UTM value that is a number', (body) => ({ ...body, utm: { term: 5 } }), 'utm.term'],
    // A refusal of the whole body names 'body' (server/http/contract-route.ts).
    ['an unknown key', (body) => ({ ...body, [CANARY]: 'maria@example.com' }), 'body'],
    ['a body that is an array', (body) => [body], 'body'],
  ];

  it.each(cases)('%s is a 400 naming its field', async (_name, change, fieldName) => {
    const event = await eventFor();
    expectRefused(await post(change({ ...event }), undefined, event.leadId), 400, fieldName);
    expect(await readBack(event.leadId)).toEqual([]);
  });

  it('a malformed Idempotency-Key is a 400 at the header', async () => {
    expectRefused(await post(await eventFor(), 'short'), 400, 'Idempotency-Key');
  });

  it('any JSON value in any field is answered below 500 with the error body, or stored', async () => {
    const event = await eventFor();
    const keys = [...Object.keys(event), 'extra'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...keys), fc.jsonValue(), async (key, value) => {
        const response = await post({ ...event, [key]: value });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode !== 202) errorBodySchema.parse(response.json());
      }),
      { numRuns: 150, seed: 15 },
    );
  });
});

describe('read-back', () => {
  it('asks for a valid lead id', async () => {
    expectRefused(await app.inject({ url: `${AFFILIATE_EVENTS_READ_BACK_PATH}?leadId=x` }), 400, 'leadId');
  });

  it('is not served outside development', async () => {
    const production = await harness.server({ development: false });
    const response = await production.inject({
      url: `${AFFILIATE_EVENTS_READ_BACK_PATH}?leadId=${EXAMPLE_SESSION_ID}`,
    });
    expect(response.statusCode).toBe(404);
  });
});
