/**
 * Registers the contract's operations on fastify. Input is parsed with the contract's zod schemas (params,
 * query, body; header Idempotency-Key where the route takes one); a failure is a 400 with one error per
 * issue, fieldName being the dotted path (`personalDetails.firstName`) or the parameter name. Responses
 * are checked against the contract too, so the server cannot send what the contract does not allow.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { FieldError } from '#contract/errors.ts';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '#contract/lead.ts';
import {
  routeEntries,
  type OperationBody,
  type OperationId,
  type OperationParams,
  type OperationQuery,
  type OperationResponse,
  type RouteDefinition,
} from '#contract/routes.ts';
import { presentedCredential } from '../leads/applicant-credential.ts';
import type { StoredLeadRow } from '../leads/lead-repository.ts';
import { ApiError } from './api-error.ts';
import { shapeProblem, unstorableTextPath } from './input-guards.ts';

// The contract is built with zod's mini API, which installs no locale: without this, an answer's messages would be
// the bare "Invalid input" whenever no classic schema had been built first. English, as the classic API's default.
z.config(z.locales.en());

declare module 'fastify' {
  /** A contract route's config names its operation (registerContractRoutes), for the hooks that act per operation. */
  interface FastifyContextConfig {
    operationId?: OperationId;
  }
}

export interface HandlerInput<Op extends OperationId> {
  params: OperationParams<Op>;
  query: OperationQuery<Op>;
  body: OperationBody<Op>;
  idempotencyKey: string | undefined;
  /** The client's address (request.ip), for the per-client limits and the captcha check; never logged. */
  clientAddress: string;
  /** The lead the applicant's credential opened, as read for the check (routes naming a lead only). */
  openedLead: StoredLeadRow | undefined;
  log: FastifyBaseLogger;
}

export type Handler<Op extends OperationId> = (input: HandlerInput<Op>) => Promise<OperationResponse<Op>>;
export type Handlers = { [Op in OperationId]: Handler<Op> };

function issuesToErrors(issues: readonly z.core.$ZodIssue[], prefix?: string): FieldError[] {
  return issues.map((issue) => ({
    fieldName: issue.path.length > 0 ? issue.path.map(String).join('.') : (prefix ?? ''),
    message: issue.message,
  }));
}

function parsePart(
  schema: z.ZodMiniType | undefined,
  value: unknown,
  errors: FieldError[],
  emptyName?: string,
) {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  errors.push(...issuesToErrors(result.error.issues, emptyName));
  return undefined;
}

function readIdempotencyKey(request: FastifyRequest, errors: FieldError[]): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  const result = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (result.success) return result.data;
  errors.push({
    fieldName: IDEMPOTENCY_KEY_HEADER,
    message: result.error.issues[0]?.message ?? 'Invalid key',
  });
  return undefined;
}

/** Parsed input with text the database cannot store is refused at the field that holds it. */
function checkText(parts: Record<'params' | 'query' | 'body', unknown>, errors: FieldError[]): void {
  for (const [part, value] of Object.entries(parts)) {
    const path = unstorableTextPath(value);
    if (path !== undefined) errors.push({ fieldName: path || part, message: 'Not valid text' });
  }
}

/** The fastify path of a contract path: `{id}` becomes `:id`; configurable paths come from options. */
export function fastifyPath(route: RouteDefinition, paths: { lead: string; policies: string }): string {
  const path = route.configurablePath ? paths[route.configurablePath] : route.path;
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export interface RegisterOptions {
  paths: { lead: string; policies: string };
  validateResponses: boolean;
  /** The lead when the credential opens it (LeadRepository.openedBy). */
  openLead(leadId: string, credential: string): Promise<StoredLeadRow | undefined>;
  /** Counts a limited call (contract routes' `limited`) against its client's limit; throws the 429. */
  countLimited(operationId: OperationId, clientAddress: string): Promise<void>;
}

/** Where each applicantLead place is: the part of the request, and the key in it. */
const LEAD_ID_PLACES = {
  'params.id': ['params', 'id'],
  'body.id': ['body', 'id'],
  'body.leadId': ['body', 'leadId'],
} as const satisfies Record<
  NonNullable<RouteDefinition['applicantLead']>,
  readonly ['params' | 'body', string]
>;

/** The lead id a call names, where its route says (contract/routes.ts applicantLead). */
function namedLeadId(route: RouteDefinition, parts: { params: unknown; body: unknown }): string | undefined {
  if (!route.applicantLead) return undefined;
  const [part, key] = LEAD_ID_PLACES[route.applicantLead];
  // A route naming a lead has object params or body (contract/routes.test.ts): parsed, or undefined when invalid.
  const value = (parts[part] as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
}

export function registerContractRoutes(
  app: FastifyInstance,
  handlers: Handlers,
  options: RegisterOptions,
): void {
  for (const [operationId, route] of routeEntries()) {
    // handlers[operationId] is typed as the union of every operation's handler; it is operationId's own, and is called
    // below with input parsed by operationId's own schemas.
    const handler = handlers[operationId] as (input: HandlerInput<OperationId>) => Promise<unknown>;
    app.route({
      method: route.method,
      url: fastifyPath(route, options.paths),
      config: { operationId },
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      handler: async (request, reply) => {
        // The body's shape is checked by the JSON parser; a query can be as absurd (?__proto__=..., 5,000 keys).
        if (route.limited) await options.countLimited(operationId, request.ip);
        const queryProblem = shapeProblem(request.query);
        if (queryProblem) throw new ApiError(400, [queryProblem]);
        // A call about a lead without a credential learns nothing, not even whether its input is valid.
        const credential = presentedCredential(request.headers.authorization);
        if (route.applicantLead && !credential) throw ApiError.unauthorized();
        const errors: FieldError[] = [];
        const params = parsePart(route.params, request.params, errors);
        const query = parsePart(route.query, request.query ?? {}, errors);
        const body = parsePart(route.body, request.body, errors, route.body ? 'body' : undefined);
        const idempotencyKey = route.idempotent ? readIdempotencyKey(request, errors) : undefined;
        checkText({ params, query, body }, errors);
        if (errors.length > 0) throw new ApiError(400, errors);
        // Another lead's credential, or one for a lead that does not exist: both are "not found".
        const leadId = namedLeadId(route, { params, body });
        const openedLead =
          leadId !== undefined && credential ? await options.openLead(leadId, credential) : undefined;
        if (leadId !== undefined && !openedLead) throw ApiError.notFound();
        // Each part was parsed with this route's own schema (an error above otherwise): it is operationId's input.
        const result = await handler({
          params,
          query,
          body,
          idempotencyKey,
          clientAddress: request.ip,
          openedLead,
          log: request.log,
        } as HandlerInput<OperationId>);
        if (options.validateResponses) {
          const checked = route.response.safeParse(result);
          if (!checked.success) {
            request.log.error(
              { operationId, issues: checked.error.issues.length },
              'Response breaks the contract',
            );
            throw new Error('Response breaks the contract');
          }
        }
        return reply.code(route.successStatus).send(result);
      },
    });
  }
}
