// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildOpenApiDocument } from './openapi.ts';
import { contractRoutes } from './routes.ts';

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument({ serverUrl: 'http://127.0.0.1:4999' });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('describes every operation of the contract with its method and path', () => {
    for (const [operationId, route] of Object.entries(contractRoutes)) {
      expect(document.paths[route.path]?.[route.method.toLowerCase()]?.operationId).toBe(operationId);
    }
  });

  it('documents the error body and the idempotency header', () => {
    expect(document.paths['/v2/lead']?.post?.parameters.map((parameter) => parameter.name)).toContain(
      'Idempotency-Key',
    );
    expect(JSON.stringify(document.components)).toContain('fieldName');
  });

  it('is what contract/openapi.json holds (run `npm run contract:openapi` after a contract change)', () => {
    const committed: unknown = JSON.parse(readFileSync(resolve(import.meta.dirname, 'openapi.json'), 'utf8'));
    expect(committed).toEqual(buildOpenApiDocument({ serverUrl: 'http://127.0.0.1:4010' }));
  });
});
