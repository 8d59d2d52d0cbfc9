// @vitest-environment happy-dom
import { z } from 'zod';
import { ApiStatus } from './api-error.ts';
import { PRODUCT_FIELD, type ApiClientConfig } from './http-client.ts';
import { hangingResponse, jsonResponse, type FakeHandler } from './testing/fake-fetch.ts';
import { fakeClient } from './testing/fixtures.ts';
import { captureLogs } from './testing/log-capture.ts';

const leadIdSchema = z.object({ id: z.string() });

/** The shared test client, with a trailing slash on the base URL: the client must join paths without doubling it. */
function clientWith(handler: FakeHandler, overrides: Partial<ApiClientConfig> = {}) {
  return fakeClient(handler, { baseUrl: 'https://api.test/base/', ...overrides });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('request: failures come back as errors, never as throws', () => {
  const cases: {
    name: string;
    handler: FakeHandler;
    expected: { status: number; kind: string; httpStatus?: number; fieldErrors?: unknown[] };
    logged: string;
  }[] = [
    {
      name: '4xx with field errors',
      handler: () =>
        jsonResponse(
          {
            message: 'Validation failed',
            errors: [
              { fieldName: 'personalDetails.firstName', message: 'required' },
              { fieldName: 'amount', message: 'too high' },
            ],
          },
          400,
          'Bad Request',
        ),
      expected: {
        status: 400,
        kind: 'http',
        httpStatus: 400,
        fieldErrors: [
          { fieldName: 'personalDetails.firstName', message: 'required' },
          { fieldName: 'amount', message: 'too high' },
        ],
      },
      logged: 'ERROR: lead create HTTP 400 Bad Request',
    },
    {
      name: '4xx whose body is the field error list itself',
      handler: () => jsonResponse([{ fieldName: 'email', message: 'invalid' }], 422, 'Unprocessable Entity'),
      expected: { status: 422, kind: 'http', fieldErrors: [{ fieldName: 'email', message: 'invalid' }] },
      logged: 'ERROR: lead create HTTP 422 Unprocessable Entity',
    },
    {
      name: '5xx with a non-JSON body',
      handler: () =>
        new Response('<html>upstream down</html>', { status: 503, statusText: 'Service Unavailable' }),
      expected: { status: 503, kind: 'http', httpStatus: 503, fieldErrors: [] },
      logged: 'ERROR: lead create HTTP 503 Service Unavailable',
    },
    {
      name: 'malformed JSON in a 2xx answer',
      handler: () => new Response('{"id": ', { status: 200 }),
      expected: { status: ApiStatus.error, kind: 'malformed', httpStatus: 200 },
      logged: 'ERROR: lead create HTTP 0 Malformed JSON',
    },
    {
      name: 'a 2xx answer that fails the contract schema',
      handler: () => jsonResponse({ id: 42 }),
      expected: { status: ApiStatus.error, kind: 'malformed', httpStatus: 200 },
      logged: 'ERROR: lead create HTTP 0 Response does not match the contract at id',
    },
    {
      name: 'a network failure while online',
      handler: () => Promise.reject(new TypeError('Failed to fetch')),
      expected: { status: ApiStatus.error, kind: 'network' },
      logged: 'ERROR: lead create HTTP 0 Network error',
    },
  ];

  it.each(cases)('$name', async ({ handler, expected, logged }) => {
    const logs = captureLogs();
    const { client } = clientWith(handler);

    const result = await client.request({
      method: 'POST',
      path: '/v2/lead',
      body: { email: 'ana@example.com' },
      schema: leadIdSchema,
      context: 'lead create',
    });

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ ...expected, context: 'lead create' });
    expect(logs.map((entry) => entry.message)).toEqual([logged]);
    expect(logs[0]?.level).toBe('error');
    // The request body holds personal data; it must never reach the log.
    expect(JSON.stringify(logs)).not.toContain('ana@example.com');
  });

  it('times out after the configured time with 444', async () => {
    vi.useFakeTimers();
    const logs = captureLogs();
    const { client } = clientWith(hangingResponse, { timeoutMs: 5_000 });

    const pending = client.request({
      method: 'GET',
      path: '/lead/status/1',
      schema: leadIdSchema,
      context: 'status',
    });
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const result = await pending;
    expect(result.ok || result.error).toMatchObject({ status: 444, kind: 'timeout' });
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: status HTTP 444 Timeout']);
  });

  it('a per-call timeout overrides the configured one, and a stalled body is a timeout too', async () => {
    vi.useFakeTimers();
    captureLogs();
    const stalledBody = new ReadableStream({ start: () => {} });
    const { client } = clientWith(() => new Response(stalledBody, { status: 200 }));

    const pending = client.request({
      method: 'GET',
      path: '/postcode/01000',
      schema: leadIdSchema,
      context: 'postcode',
      timeoutMs: 100,
    });
    await vi.advanceTimersByTimeAsync(100);

    const result = await pending;
    expect(result.ok || result.error).toMatchObject({ status: 444, kind: 'timeout' });
  });

  it('the caller aborting mid-flight gives 499, logged as info', async () => {
    const logs = captureLogs();
    const { client, calls } = clientWith(hangingResponse);
    const controller = new AbortController();

    const pending = client.request({
      method: 'GET',
      path: '/company/acme',
      schema: leadIdSchema,
      context: 'company',
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();

    const result = await pending;
    expect(result.ok || result.error).toMatchObject({ status: 499, kind: 'aborted' });
    expect(logs).toEqual([
      expect.objectContaining({ level: 'info', message: 'ERROR: company HTTP 499 Aborted' }),
    ]);
  });

  it('an already aborted signal gives 499 without a request', async () => {
    captureLogs();
    const { client, calls } = clientWith(() => jsonResponse({ id: '1' }));

    const result = await client.request({
      method: 'GET',
      path: '/policy',
      schema: leadIdSchema,
      context: 'policies',
      signal: AbortSignal.abort(),
    });

    expect(result.ok || result.error).toMatchObject({ status: 499 });
    expect(calls).toHaveLength(0);
  });

  it('offline before the call gives 1001 without a request', async () => {
    const logs = captureLogs();
    const { client, calls } = clientWith(() => jsonResponse({ id: '1' }), { isOnline: () => false });

    const result = await client.request({
      method: 'GET',
      path: '/policy',
      schema: leadIdSchema,
      context: 'policies',
    });

    expect(result.ok || result.error).toMatchObject({ status: 1001, kind: 'offline' });
    expect(calls).toHaveLength(0);
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: policies HTTP 1001 Offline']);
  });

  it('a network failure after the connection dropped gives 1001', async () => {
    captureLogs();
    let online = true;
    const { client } = clientWith(
      () => {
        online = false;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
      { isOnline: () => online },
    );

    const result = await client.request({
      method: 'GET',
      path: '/policy',
      schema: leadIdSchema,
      context: 'policies',
    });

    expect(result.ok || result.error).toMatchObject({ status: 1001, kind: 'offline' });
  });

  it('the default online check reads navigator.onLine', async () => {
    captureLogs();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { client, calls } = clientWith(() => jsonResponse({ id: '1' }), { isOnline: undefined });

    const result = await client.request({
      method: 'GET',
      path: '/policy',
      schema: leadIdSchema,
      context: 'policies',
    });

    expect(result.ok || result.error).toMatchObject({ status: 1001 });
    expect(calls).toHaveLength(0);
  });
});

describe('request: logging', () => {
  it('keeps the field names in the details and drops details over 1024 characters', async () => {
    const logs = captureLogs();
    const fewErrors = [{ fieldName: 'amount', message: 'too high' }];
    const manyErrors = Array.from({ length: 80 }, (_, index) => ({
      fieldName: `field${index}.name`,
      message: 'x',
    }));
    let errors = fewErrors;
    const { client } = clientWith(() => jsonResponse({ errors }, 400, 'Bad Request'));
    const call = () =>
      client.request({ method: 'PUT', path: '/lead', schema: leadIdSchema, context: 'lead update' });

    await call();
    errors = manyErrors;
    await call();

    expect(JSON.parse(logs[0]?.details ?? '')).toEqual({ kind: 'http', httpStatus: 400, fields: ['amount'] });
    // The field names alone are longer than the logger's limit, so the whole detail is dropped.
    expect(manyErrors.map((error) => error.fieldName).join('","').length).toBeGreaterThan(1024);
    expect(logs[1]).toMatchObject({ message: 'ERROR: lead update HTTP 400 Bad Request', details: '' });
  });

  it('never logs the server message, which may echo what the applicant typed', async () => {
    const logs = captureLogs();
    const { client } = clientWith(() =>
      jsonResponse({ message: 'ana@example.com is already registered' }, 409, 'Conflict'),
    );

    const result = await client.request({
      method: 'POST',
      path: '/lead',
      schema: leadIdSchema,
      context: 'lead',
    });

    expect(result.ok || result.error.serverMessage).toBe('ana@example.com is already registered');
    expect(JSON.stringify(logs)).not.toContain('ana@example.com');
  });

  it('takes an entry without a field name as the general message, not a field error', async () => {
    captureLogs();
    const { client } = clientWith(() =>
      jsonResponse({ errors: [{ fieldName: '', message: 'Lead not found' }] }, 404, 'Not Found'),
    );

    const result = await client.request({
      method: 'GET',
      path: '/lead/status/x',
      schema: leadIdSchema,
      context: 's',
    });

    expect(result.ok || result.error).toMatchObject({
      status: 404,
      fieldErrors: [],
      serverMessage: 'Lead not found',
    });
  });

  it('logs nothing on success', async () => {
    const logs = captureLogs();
    const { client } = clientWith(() => jsonResponse({ id: 'lead-1' }));

    const result = await client.request({
      method: 'GET',
      path: '/lead/status/1',
      schema: leadIdSchema,
      context: 's',
    });

    expect(result).toEqual({ ok: true, data: { id: 'lead-1' } });
    expect(logs).toEqual([]);
  });
});

describe('request: what goes over the wire', () => {
  it('builds the URL from the base (trailing slash ignored) and the path', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ id: '1' }));

    await client.request({
      method: 'GET',
      path: '/lead/status/abc',
      schema: leadIdSchema,
      context: 'status',
    });

    expect(calls[0]?.url).toBe('https://api.test/base/lead/status/abc');
    expect(client.url('/policy')).toBe('https://api.test/base/policy');
  });

  it('adds the product identifier only when asked, and keeps the rest of the body', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ id: '1' }), { productId: 'any-value-42' });

    await client.request({
      method: 'POST',
      path: '/lead',
      body: { amount: 5000 },
      schema: leadIdSchema,
      context: 'lead',
      withProduct: true,
    });
    await client.request({
      method: 'POST',
      path: '/x',
      body: { amount: 5000 },
      schema: leadIdSchema,
      context: 'x',
    });

    expect(calls[0]?.body).toEqual({ amount: 5000, [PRODUCT_FIELD]: 'any-value-42' });
    expect(calls[1]?.body).toEqual({ amount: 5000 });
  });

  it('tells onSent once fetch has the request, before its answer, and not when nothing is sent', async () => {
    const logs = captureLogs();
    const order: string[] = [];
    const { client } = clientWith((call) => {
      order.push('fetch');
      return hangingResponse(call);
    });
    const onSent = () => order.push('sent');
    void client.request({ method: 'POST', path: '/lead', schema: leadIdSchema, context: 'lead', onSent });
    expect(order).toEqual(['fetch', 'sent']);

    const offline = clientWith(() => jsonResponse({ id: '1' }), { isOnline: () => false });
    const notSent = vi.fn();
    await offline.client.request({
      method: 'GET',
      path: '/x',
      schema: leadIdSchema,
      context: 'x',
      onSent: notSent,
    });
    expect(notSent).not.toHaveBeenCalled();
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: x HTTP 1001 Offline']);
  });

  it('sends JSON with its content type, and no body or content type on a GET', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ id: '1' }));

    await client.request({
      method: 'PUT',
      path: '/lead',
      body: { id: '1' },
      headers: { 'Idempotency-Key': 'k' },
      schema: leadIdSchema,
      context: 'lead',
    });
    await client.request({ method: 'GET', path: '/policy', schema: leadIdSchema, context: 'policies' });

    expect(calls[0]).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k', accept: 'application/json' },
    });
    expect(calls[1]?.body).toBeUndefined();
    expect(calls[1]?.headers['content-type']).toBeUndefined();
  });

  it('returns the schema output, transforms included, and accepts an empty 204 when the schema does', async () => {
    const { client } = clientWith((call) =>
      call.url.endsWith('/empty') ? new Response(null, { status: 204 }) : jsonResponse({ id: 'abc' }),
    );

    const upper = await client.request({
      method: 'GET',
      path: '/x',
      schema: leadIdSchema.transform(({ id }) => id.toUpperCase()),
      context: 'x',
    });
    const empty = await client.request({
      method: 'POST',
      path: '/empty',
      schema: z.undefined(),
      context: 'e',
    });

    expect(upper).toEqual({ ok: true, data: 'ABC' });
    expect(empty).toEqual({ ok: true, data: undefined });
  });
});
