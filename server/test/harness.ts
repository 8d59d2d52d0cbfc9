/** Test helpers: one database per test file (test-database.ts: in-memory PGlite, or PostgreSQL), servers built on it, lead creation over HTTP. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { exampleLeadCreate } from '../../contract/examples.ts';
import type { LeadCreateRequest } from '../../contract/lead-payload.ts';
import { buildServer } from '../build-server.ts';
import type { Database } from '../db/database.ts';
import type { BuildServerOptions } from '../options.ts';
import { openTestDatabase } from './test-database.ts';

export interface Harness {
  database: Database;
  server(options?: BuildServerOptions): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function createHarness(): Promise<Harness> {
  const database = await openTestDatabase();
  const servers: FastifyInstance[] = [];
  return {
    database,
    async server(options = {}) {
      const app = await buildServer({ development: true, ...options, database });
      servers.push(app);
      return app;
    },
    async close() {
      await Promise.all(servers.map((app) => app.close()));
      await database.close();
    },
  };
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
  return (response.json() as { id: string }).id;
}

export const leadWithMarker = (marker: string, patch: Partial<LeadCreateRequest> = {}) => ({
  ...patch,
  contactDetails: { ...exampleLeadCreate.contactDetails, email: emailWith(marker) },
});

export type Inject = (options: InjectOptions) => ReturnType<FastifyInstance['inject']>;
