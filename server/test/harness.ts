/** Test helpers: one database per test file (test-database.ts: in-memory PGlite, or PostgreSQL), servers built on it, lead creation over HTTP. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { exampleLeadCreate } from '#contract/examples.ts';
import type { LeadCreateRequest } from '#contract/lead-payload.ts';
import { buildServer } from '../build-server.ts';
import type { BuildServerOptions } from '../options.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

/** The key the harness's servers sign links with, so a test can sign an unsubscribe link as the lender's mailer. */
export const TEST_SIGNING_SECRET = 'test-signing-secret-of-at-least-32-characters';

/** What a lead create answers with, as far as the harness reads it. */
const createdLeadSchema = z.object({ id: z.string(), credential: z.string() });

export interface Harness {
  database: TestDatabase;
  /**
   * A server whose `inject` plays the applicant's browser: it keeps the credential every lead create answers with and
   * presents it on each later request naming that lead (in the URL or the body), unless the request sets its own
   * Authorization header (an empty one presents none). `strangerInject` never presents one.
   */
  server(options?: BuildServerOptions): Promise<FastifyInstance & { strangerInject: Inject }>;
  /** The credential the harness keeps for a lead (created through any of its servers). */
  credentialOf(leadId: string): string | undefined;
  close(): Promise<void>;
}

/** The credential of the first known lead the request names. */
function credentialNamed(options: InjectOptions, credentials: ReadonlyMap<string, string>) {
  const text = `${options.url ?? ''} ${options.payload === undefined ? '' : JSON.stringify(options.payload)}`;
  for (const [leadId, credential] of credentials) if (text.includes(leadId)) return credential;
  return undefined;
}

export async function createHarness(): Promise<Harness> {
  const database = await openTestDatabase();
  const servers: FastifyInstance[] = [];
  const credentials = new Map<string, string>();
  return {
    database,
    credentialOf: (leadId) => credentials.get(leadId),
    async server(options = {}) {
      // The per-client limits are off unless a test sets them: every test's requests come from one address.
      const app = await buildServer({
        development: true,
        signingSecret: TEST_SIGNING_SECRET,
        ...options,
        limits: { createsPer10Minutes: 0, publicPerMinute: 0, ...options.limits },
        database: options.database ?? database,
      });
      servers.push(app);
      // Bound before inject is replaced below: the stranger's requests go straight to the server.
      const original = app.inject.bind(app);
      const strangerInject: Inject = (request) => original(request);
      const applicantInject: Inject = async (request) => {
        const headers = { ...(request.headers ?? {}) };
        const credential = credentialNamed(request, credentials);
        if (!('authorization' in headers) && credential) headers.authorization = `Bearer ${credential}`;
        const response = await strangerInject({ ...request, headers });
        if (response.statusCode === 201 || response.statusCode === 200) {
          const created = createdLeadSchema.safeParse(safeJson(response.body));
          if (created.success) credentials.set(created.data.id, created.data.credential);
        }
        return response;
      };
      // The chainable form of inject (no argument) is not used by the tests; the options form is replaced.
      return Object.assign(app, { inject: applicantInject, strangerInject }) as FastifyInstance & {
        strangerInject: Inject;
      };
    },
    async close() {
      await Promise.all(servers.map((app) => app.close()));
      await database.close();
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const emailWith = (marker: string) => `maria${marker ? `+${marker}` : ''}@example.com`;

/** Creates a lead over HTTP and returns its id. */
export async function createLead(
  app: FastifyInstance,
  patch: Partial<LeadCreateRequest> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/lead',
    payload: { ...exampleLeadCreate, ...patch },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return z.object({ id: z.string() }).parse(response.json()).id;
}

export const leadWithMarker = (marker: string, patch: Partial<LeadCreateRequest> = {}) => ({
  ...patch,
  contactDetails: { ...exampleLeadCreate.contactDetails, email: emailWith(marker) },
});

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;
