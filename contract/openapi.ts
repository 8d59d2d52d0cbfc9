/**
 * The OpenAPI 3.1 document of the contract, generated from contractRoutes with zod's own JSON Schema
 * output (draft 2020-12, which OpenAPI 3.1 uses). Request schemas are written as the caller sends them
 * (`io: 'input'`), response schemas as the server sends them. Pure: no Node modules, so the app's
 * tsconfig compiles it too; scripts/contract-openapi.ts writes it and the reference API serves it.
 */
import * as z from 'zod/mini';
import { ERROR_STATUSES, errorBodySchema } from './errors.ts';
import { IDEMPOTENCY_KEY_HEADER } from './lead.ts';
import { routeEntries, type RouteDefinition } from './routes.ts';

type JsonSchema = Record<string, unknown>;
/** An operation of the document: the fields read by name are typed, the rest is JSON as OpenAPI spells it. */
type OpenApiOperation = JsonSchema & { operationId: string; parameters: JsonSchema[] };
/** The document, with its paths typed down to each method's operation. */
export type OpenApiDocument = JsonSchema & {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
};

function toSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  // The document's own jsonSchemaDialect names the dialect once; a per-schema $schema is noise.
  delete json.$schema;
  return json;
}

function parametersOf(route: RouteDefinition): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    for (const [name, field] of Object.entries(schema.shape)) {
      parameters.push({
        name,
        in: location,
        required: location === 'path' || !z.safeParse(field, undefined).success,
        schema: toSchema(field, 'input'),
      });
    }
  }
  if (route.idempotent) {
    parameters.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: false,
      description: 'A call repeated with the same key and body is answered as the first and recorded once',
      schema: { type: 'string', minLength: 8, maxLength: 128 },
    });
  }
  return parameters;
}

function errorResponses(route: RouteDefinition): Record<string, JsonSchema> {
  const statuses: (keyof typeof ERROR_STATUSES)[] = [400, 500, 503];
  if (route.params && 'id' in route.params.shape) statuses.push(404);
  if (route.path.includes('{code}')) statuses.push(404);
  if (route.body) statuses.push(413, 415);
  if (route.completesState !== undefined) statuses.push(404, 409);
  if (route.idempotent) statuses.push(422);
  if (route.applicantLead) statuses.push(401, 404, 409);
  if (route.limited) statuses.push(429);
  return Object.fromEntries(
    [...new Set(statuses)].map((status) => [
      String(status),
      {
        description: ERROR_STATUSES[status],
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      },
    ]),
  );
}

export interface OpenApiOptions {
  /** The server URL the document names, e.g. http://127.0.0.1:4010. */
  serverUrl?: string;
}

export function buildOpenApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const [operationId, route] of routeEntries()) {
    const operation: OpenApiOperation = {
      operationId,
      summary: route.summary,
      parameters: parametersOf(route),
      responses: {
        [String(route.successStatus)]: {
          description: route.summary,
          content: { 'application/json': { schema: toSchema(route.response, 'output') } },
        },
        ...errorResponses(route),
      },
    };
    if (route.configurablePath) {
      operation.description = `The path is configurable in the app build (${route.configurablePath} path); ${route.path} is the default.`;
    }
    // The applicant's credential (contract/lead.ts, docs/adr/0027).
    if (route.applicantLead) operation.security = [{ applicantCredential: [] }];
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(route.body, 'input') } },
      };
    }
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Loan application lead API',
      version: '1.0.0',
      description:
        'The calls the loan-application front end makes (spec section 7). Errors always have the body ' +
        '{ errors: [{ fieldName, message }] }, fieldName being the dotted data point name.',
    },
    servers: [{ url: options.serverUrl ?? 'http://127.0.0.1:4010' }],
    paths,
    components: {
      schemas: { ErrorBody: toSchema(errorBodySchema, 'output') },
      securitySchemes: {
        applicantCredential: {
          type: 'http',
          scheme: 'bearer',
          description: 'The credential a lead create answered with (or a resume link was exchanged for)',
        },
      },
    },
  };
}
