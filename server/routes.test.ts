// @vitest-environment node
/**
 * Every contract operation over HTTP: its realistic example succeeds with the contract's status and a body
 * the contract accepts; bad input gets 400 with the field named; an unknown lead id gets 404.
 */
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '../contract/errors.ts';
import { EXAMPLE_LEAD_ID, operationExamples } from '../contract/examples.ts';
import { contractRoutes, fillPath, type OperationId, type RouteDefinition } from '../contract/routes.ts';
import { createHarness, createLead, leadWithMarker, type Harness } from './test/harness.ts';

const entries = Object.entries(contractRoutes) as [OperationId, RouteDefinition][];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The email marker a lead needs for the operation to be allowed (skip needs a step, redirect a partner). */
const MARKER: Partial<Record<OperationId, string>> = { skipLeadStep: 'step26', redirectLead: 'redirect' };

let harness: Harness;
let app: FastifyInstance;
beforeAll(async () => {
  harness = await createHarness();
  app = await harness.server();
});
afterAll(() => harness.close());

const swapId = (value: unknown, id: string): unknown =>
  JSON.parse(JSON.stringify(value ?? null).replaceAll(EXAMPLE_LEAD_ID, id));

function request(
  operationId: OperationId,
  id: string,
  override: { params?: object; query?: object; body?: unknown } = {},
) {
  const route = contractRoutes[operationId] as RouteDefinition;
  const example = operationExamples[operationId];
  const params = (override.params ?? swapId(example.params, id) ?? {}) as Record<string, string>;
  const query = (override.query ?? example.query ?? {}) as Record<string, string>;
  const search = new URLSearchParams(query).toString();
  return app.inject({
    method: route.method,
    url: `${fillPath(route.path, params)}${search ? `?${search}` : ''}`,
    ...(route.body ? { payload: (override.body ?? swapId(example.body, id)) as object } : {}),
  });
}

describe.each(entries)('%s', (operationId, route) => {
  it('answers its example with the contract status and shape', async () => {
    const id = await createLead(app, leadWithMarker(MARKER[operationId] ?? ''));
    let body: unknown;
    if (operationId === 'verifyMobile') {
      const started = await request('startMobileVerification', id);
      body = { id, code: (started.json() as { developmentCode: string }).developmentCode };
    }
    const response = await request(operationId, id, body ? { body } : {});
    expect(response.statusCode, response.body).toBe(route.successStatus);
    expect(route.response.safeParse(response.json()).error).toBeUndefined();
  });

  if (route.body) {
    it('rejects a bad body with 400 and the field names', async () => {
      const response = await request(operationId, UNKNOWN_ID, {
        body: { id: 'not-a-uuid', product: 'UPPER CASE' },
      });
      expect(response.statusCode).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.errors.length).toBeGreaterThan(0);
      expect(body.errors.every((error) => error.fieldName.length > 0)).toBe(true);
    });
  }

  if (route.params && 'id' in route.params.shape) {
    it('rejects a malformed id with 400 on `id` and an unknown id with 404', async () => {
      const bad = await request(operationId, 'nope', {
        params: { ...(operationExamples[operationId].params as object), id: 'nope' },
      });
      expect(bad.statusCode).toBe(400);
      expect(errorBodySchema.parse(bad.json()).errors.map((error) => error.fieldName)).toContain('id');
      const unknown = await request(operationId, UNKNOWN_ID);
      expect(unknown.statusCode).toBe(404);
    });
  } else if (route.body && 'id' in ((route.body as { shape?: object }).shape ?? {})) {
    it('answers 404 for an unknown lead id in the body', async () => {
      const response = await request(operationId, UNKNOWN_ID);
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
    });
  }

  if (route.query && !route.params && !route.body) {
    it('rejects a bad query with 400', async () => {
      const response = await request(operationId, UNKNOWN_ID, {
        query: { country: 'xx', locale: 'xx', email: 'no' },
      });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).errors[0]?.fieldName).toMatch(
        /^(country|locale|email|product)$/,
      );
    });
  }
});

describe('path parameters of the reference calls', () => {
  it.each([
    ['/postcode/0670', 400, 'code'],
    ['/postcode/99999', 404, ''],
    ['/postcode/lookup/0', 400, 'code'],
    ['/company/a', 400, 'name'],
  ])('%s answers %i', async (url, status, fieldName) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(errorBodySchema.parse(response.json()).errors[0]?.fieldName).toBe(fieldName);
  });
});
