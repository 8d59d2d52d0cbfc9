/**
 * Fuzz (issue 18, item 6): generated answers through the API client with the contract's schemas. Whatever the
 * server sends (any status, headers, a body of the wrong shape, broken or huge JSON, nothing, a failing stream,
 * no answer at all), `request` resolves to an ApiError or to data the schema accepts; it never throws.
 */
import fc from 'fast-check';
import {
  leadResumeResponseSchema,
  leadSavedResponseSchema,
  leadStatusResponseSchema,
} from '#contract/lead.ts';
import { FUZZ_TIMEOUT_MS, fuzzParameters } from '#test/fuzz.ts';
import { ApiError } from './api-error.ts';
import { fakeClient, leadResumed, leadSaved, statusChecking } from './testing/fixtures.ts';
import { captureLogs } from './testing/log-capture.ts';

const schemas = [leadSavedResponseSchema, leadStatusResponseSchema, leadResumeResponseSchema];
const validBodies: Record<string, unknown>[] = [leadSaved, statusChecking, leadResumed];
const MIB = 2 ** 20;

// Built once: generating megabytes per run would spend the time budget on allocation, not on the client.
const hugeBodies = [
  'x'.repeat(MIB),
  JSON.stringify('x'.repeat(MIB)),
  JSON.stringify({ ...leadSaved, id: 'x'.repeat(MIB) }),
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  JSON.stringify({
    errors: Array.from({ length: 10_000 }, (_, i) => ({ fieldName: `f${i}`, message: 'm' })),
  }),
];

const keyArb = fc.oneof(
  fc.constantFrom('id', 'leadStatus', 'state', 'status', 'lead', 'createdAt', 'retryAfterMs', 'errors'),
  fc.string(),
);
const bodyArb = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...validBodies.map((body) => JSON.stringify(body))) },
  // A valid answer with one field replaced or added: the contract's edges.
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom(...validBodies), keyArb, fc.jsonValue())
      .map(([body, key, value]) => JSON.stringify({ ...body, [key]: value })),
  },
  { weight: 3, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  {
    weight: 2,
    arbitrary: fc
      .record({ errors: fc.jsonValue(), message: fc.jsonValue() }, { requiredKeys: [] })
      .map((value) => JSON.stringify(value)),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...validBodies), fc.nat())
      .map(([body, cut]) => JSON.stringify(body).slice(0, cut % JSON.stringify(body).length)),
  },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\n', 'null', '{}', '[]', '""') },
  { weight: 1, arbitrary: fc.constantFrom(...hugeBodies) },
);

const printable = fc.stringMatching(/^[ -~]{0,40}$/);
const headersArb = fc.dictionary(
  fc.constantFrom('content-type', 'content-length', 'retry-after', 'x-request-id', 'content-encoding'),
  fc.oneof(fc.constantFrom('application/json', 'text/html', 'application/json; charset=latin1'), printable),
);

// A status with a body, one that may not have one (204, 205, 304), a rejected fetch, or a body that fails mid-read.
const answerArb = fc.record({
  status: fc.oneof(fc.integer({ min: 200, max: 299 }), fc.integer({ min: 200, max: 599 })),
  statusText: printable,
  headers: headersArb,
  body: bodyArb,
  failure: fc.constantFrom('none', 'none', 'none', 'none', 'none', 'fetch rejects', 'stream errors'),
  schema: fc.nat({ max: schemas.length - 1 }),
});
type Answer = typeof answerArb extends fc.Arbitrary<infer T> ? T : never;

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function respond(answer: Answer): Response {
  if (answer.failure === 'fetch rejects') throw new TypeError('Failed to fetch');
  const init = { status: answer.status, statusText: answer.statusText, headers: answer.headers };
  if (NULL_BODY_STATUSES.has(answer.status)) return new Response(null, init);
  if (answer.failure === 'stream errors') {
    const bytes = new TextEncoder().encode(answer.body.slice(0, 100));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.error(new TypeError('connection reset'));
      },
    });
    return new Response(stream, init);
  }
  return new Response(answer.body, init);
}

const outcomes = new Map<string, number>();
afterAll(() => {
  // captureLogs silenced console.info for the test; the counts go to the real console.
  vi.restoreAllMocks();
  const total = [...outcomes.values()].reduce((sum, count) => sum + count, 0);
  console.info(
    `http-client fuzz: ${total} generated answers, outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`,
  );
});

describe('the API client over generated answers', () => {
  it(
    'always resolves to an ApiError or to data the schema accepts',
    { timeout: FUZZ_TIMEOUT_MS },
    async () => {
      captureLogs();
      let current: Answer | undefined;
      const { client } = fakeClient(() => {
        if (!current) throw new Error('no answer chosen');
        return respond(current);
      });
      await fc.assert(
        fc.asyncProperty(answerArb, async (answer) => {
          current = answer;
          const schema = schemas[answer.schema] ?? leadSavedResponseSchema;
          const result = await client.request({ method: 'GET', path: '/lead/fuzz', schema, context: 'fuzz' });
          const outcome = result.ok ? 'data' : result.error.kind;
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          if (result.ok) {
            expect(answer.status).toBeLessThan(300);
            expect(schema.safeParse(result.data).success).toBe(true);
            return;
          }
          expect(result.error).toBeInstanceOf(ApiError);
          if (answer.failure === 'none' && answer.status >= 300) {
            expect(result.error.kind).toBe('http');
            expect(result.error.httpStatus).toBe(answer.status);
          }
        }),
        fuzzParameters(),
      );
    },
  );
});
