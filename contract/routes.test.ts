// @vitest-environment node
import * as z from 'zod/mini';
import { operationExamples } from './examples.ts';
import { fillPath, routeEntries } from './routes.ts';

const entries = routeEntries();

function requiredKeys(schema: z.ZodMiniType | undefined): string[] {
  if (!(schema instanceof z.ZodMiniObject)) return [];
  return Object.entries(schema.shape)
    .filter(([, field]) => !z.safeParse(field, undefined).success)
    .map(([key]) => key);
}

describe('every operation', () => {
  it.each(entries)('%s accepts its realistic example', (operationId, route) => {
    const example = operationExamples[operationId];
    if (route.params) expect(route.params.safeParse(example.params).error).toBeUndefined();
    if (route.query) expect(route.query.safeParse(example.query ?? {}).error).toBeUndefined();
    if (route.body) expect(route.body.safeParse(example.body).error).toBeUndefined();
    expect(route.response.safeParse(example.response).error).toBeUndefined();
  });

  it.each(entries.filter(([, route]) => route.body))(
    '%s rejects a body that is not an object',
    (_id, route) => {
      for (const bad of [undefined, null, 'text', 42, []])
        expect(route.body?.safeParse(bad).success).toBe(false);
    },
  );

  it.each(entries.filter(([, route]) => route.body && requiredKeys(route.body).length > 0))(
    '%s rejects a body missing any required field',
    (operationId, route) => {
      const body: Record<string, unknown> | undefined = operationExamples[operationId].body;
      assert(body, 'the example has a body');
      for (const key of requiredKeys(route.body)) {
        const { [key]: _removed, ...rest } = body;
        const result = route.body?.safeParse(rest);
        expect(result?.success, key).toBe(false);
        expect(result?.error?.issues[0]?.path[0]).toBe(key);
      }
    },
  );

  it.each(entries.filter(([, route]) => route.body))(
    '%s rejects a field of the wrong type',
    (operationId, route) => {
      const body: Record<string, unknown> | undefined = operationExamples[operationId].body;
      assert(body, 'the example has a body');
      const key = Object.keys(body).find((candidate) => candidate !== 'product') ?? 'id';
      const wrong = typeof body[key] === 'string' ? 12345 : 'not-the-right-type';
      const result = route.body?.safeParse({ ...body, [key]: wrong });
      expect(result?.success).toBe(false);
      expect(result?.error?.issues[0]?.path[0]).toBe(key);
    },
  );

  it.each(entries.filter(([, route]) => route.params && 'id' in route.params.shape))(
    '%s rejects an id that is not a UUID',
    (operationId, route) => {
      const params = { ...operationExamples[operationId].params, id: '12345' };
      expect(route.params?.safeParse(params).success).toBe(false);
    },
  );

  it.each(entries)('%s rejects a response that is not its shape', (_id, route) => {
    expect(route.response.safeParse({ unexpected: true }).success).toBe(false);
  });

  it.each(entries)('%s requires the applicant credential exactly when it names a lead', (_id, route) => {
    const paramKeys = route.params ? Object.keys(route.params.shape) : [];
    const bodyKeys = route.body instanceof z.ZodMiniObject ? Object.keys(route.body.shape) : [];
    const namesLead = paramKeys.includes('id')
      ? 'params.id'
      : bodyKeys.includes('id')
        ? 'body.id'
        : bodyKeys.includes('leadId')
          ? 'body.leadId'
          : undefined;
    expect(route.applicantLead).toBe(namesLead);
  });

  it('has one operation per method and path', () => {
    const keys = entries.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('fillPath', () => {
  it('fills and encodes parameters', () => {
    expect(fillPath('/email/validate/{email}', { email: 'a b@c.mx' })).toBe('/email/validate/a%20b%40c.mx');
    expect(fillPath('/v2/lead/url/{id}/{urlType}', { id: 'x', urlType: 'sms' })).toBe('/v2/lead/url/x/sms');
  });
  it('throws on a missing parameter', () => {
    expect(() => fillPath('/lead/status/{id}', {})).toThrow('Missing path parameter id');
  });
});
