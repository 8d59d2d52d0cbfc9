/**
 * buildServer(options): the reference lead API as a fastify instance, not yet listening. Tests use it with
 * fastify inject; scripts/api.ts listens on 127.0.0.1. Closing the server closes the database it opened.
 */
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { dynamicFormFixtures } from '#contract/fixtures/index.ts';
import { APPLICANT_CREDENTIAL_HEADER, IDEMPOTENCY_KEY_HEADER } from '#contract/lead.ts';
import { buildOpenApiDocument } from '#contract/openapi.ts';
import {
  affiliateEventHandlers,
  registerAffiliateEventReadBack,
} from './affiliate-events/affiliate-event-handlers.ts';
import type { ApiContext } from './context.ts';
import { originMatcher } from './cors-origins.ts';
import { customerHandlers } from './customer-handlers.ts';
import { openDatabase } from './db/database.ts';
import { registerContractRoutes } from './http/contract-route.ts';
import { ApiError } from './http/api-error.ts';
import {
  clientErrorHandler,
  errorBody,
  frameworkErrors,
  installErrorHandling,
} from './http/error-handler.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { shapeProblem } from './http/input-guards.ts';
import { installFaults } from './http/faults.ts';
import { captchaFor } from './http/captcha.ts';
import { clientLimitFor, RateLimiter } from './http/rate-limits.ts';
import { createSigner } from './http/signing.ts';
import { ResumeLinks } from './leads/resume-links.ts';
import { leadHandlers } from './leads/lead-handlers.ts';
import { LeadRepository } from './leads/lead-repository.ts';
import { stepHandlers } from './leads/step-handlers.ts';
import { serverOptionsSchema, type BuildServerOptions } from './options.ts';
import { partnerLandingPage } from './partner-landing.ts';
import { referenceHandlers } from './reference/reference-handlers.ts';

export async function buildServer(input: BuildServerOptions = {}): Promise<FastifyInstance> {
  const { database: sharedDatabase, dynamicFormConfigs, captchaVerifier, ...rest } = input;
  const options = serverOptionsSchema.parse(rest);
  const database = sharedDatabase ?? (await openDatabase(options));

  const app = Fastify({
    bodyLimit: options.bodyLimit,
    trustProxy: options.trustProxy,
    frameworkErrors,
    clientErrorHandler,
    // Logs carry the method, the route template and the status, never the URL (an email may be in it).
    logger: options.logger
      ? {
          level: 'info',
          serializers: {
            req: (request) => ({ method: request.method, route: request.routeOptions?.url }),
            res: (reply) => ({ statusCode: reply.statusCode }),
          },
        }
      : false,
  });
  if (!sharedDatabase) app.addHook('onClose', async () => database.close());

  // An empty JSON body (POST /lead/skip/{id} from a client that always sends the header) is "no body".
  // JSON only: a text/plain body gets 415 rather than being parsed as a string.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (text === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      done(
        Object.assign(new Error('The body is not valid JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
      return;
    }
    const problem = shapeProblem(parsed);
    if (problem) return done(new ApiError(400, [problem]), undefined);
    done(null, parsed);
  });

  installErrorHandling(app);
  installSecurityHeaders(app);
  const allowed = originMatcher(options.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, allowed(origin)),
    methods: ['GET', 'POST', 'PUT'],
    allowedHeaders: ['Content-Type', IDEMPOTENCY_KEY_HEADER, APPLICANT_CREDENTIAL_HEADER],
    // A 429's wait, readable by the page across origins (Retry-After is not a CORS-safelisted header).
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  installFaults(app, options.faults);

  const leads = new LeadRepository(database.db);
  const signer = createSigner(options.signingSecret);
  const limiter = new RateLimiter(database.db);
  const context: ApiContext = {
    database,
    leads,
    options,
    // Hook: the dynamic-form owner's fixtures (contract/fixtures) unless the caller passes its own.
    dynamicFormConfigs: dynamicFormConfigs ?? dynamicFormFixtures,
    signer,
    limiter,
    resumeLinks: new ResumeLinks(database.db, signer, options.resumeLinkTtlHours * 3_600_000),
    captcha: captchaFor(options, captchaVerifier),
  };
  registerContractRoutes(
    app,
    {
      ...leadHandlers(context),
      ...stepHandlers(context),
      ...customerHandlers(context),
      ...affiliateEventHandlers(context),
      ...referenceHandlers(context),
    },
    {
      paths: { lead: options.leadPath, policies: options.policiesPath },
      validateResponses: options.validateResponses,
      openLead: (leadId, credential) => leads.openedBy(leadId, credential),
      countLimited: (operationId, clientAddress) =>
        limiter.hit(clientLimitFor(operationId, clientAddress, options.limits)),
    },
  );

  const openApi = buildOpenApiDocument();
  app.get('/openapi.json', async () => openApi);
  app.get('/health', async () => ({ ok: true, database: database.kind }));
  // Tests read the affiliate events back; production has no reader but the affiliate network.
  if (options.development) registerAffiliateEventReadBack(app, context);
  // The partner page redirects land on (partnerBaseUrl points here unless configured otherwise).
  app.route<{ Params: { partner: string } }>({
    method: ['GET', 'POST'],
    url: '/partner/landing/:partner',
    handler: async (request, reply) => {
      const { partner } = request.params;
      if (!/^[a-z0-9-]{1,40}$/.test(partner)) return reply.code(404).send(errorBody('Not found'));
      return reply.type('text/html; charset=utf-8').send(partnerLandingPage(partner, request.method));
    },
  });
  return app;
}
