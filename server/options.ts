/**
 * The reference API's options, validated with zod. buildServer takes them directly (tests); scripts/api.ts
 * reads them from the environment with optionsFromEnv.
 */
import { z } from 'zod';
import { contractRoutes, type OperationId } from '../contract/routes.ts';
import type { DynamicFormConfig } from '../contract/dynamic-form.ts';
import { corsOriginSchema, DEFAULT_CORS_ORIGINS } from './cors-origins.ts';
import type { Database } from './db/database.ts';

const operationIds = Object.keys(contractRoutes) as [OperationId, ...OperationId[]];

/** One injected fault: on the named operation (or every one, '*'), delay, fail with a 5xx, or drop. */
export const faultRuleSchema = z.object({
  route: z.union([z.enum(operationIds), z.literal('*')]),
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  status: z.number().int().min(500).max(599).optional(),
  /** Destroy the connection without an answer (the client sees a network error). */
  drop: z.boolean().optional(),
  /** Apply to the first N matching requests only; every request when absent. */
  times: z.number().int().positive().optional(),
});
export type FaultRule = z.infer<typeof faultRuleSchema>;

export const serverOptionsSchema = z.object({
  /** PGlite data folder; 'memory://' for a throw-away database. Ignored when databaseUrl is set. */
  dataDir: z.string().min(1).default('.data/pglite'),
  databaseUrl: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  /** The app's configured lead and policies paths (VITE_LEAD_PATH, VITE_POLICIES_PATH). */
  leadPath: z.string().startsWith('/').default('/lead'),
  policiesPath: z.string().startsWith('/').default('/policy'),
  /** Lead status answers 'checking' for this many polls, then the decision. */
  checkingPolls: z.number().int().min(0).default(1),
  /** The poll interval the 'checking' answer asks for. */
  retryAfterMs: z.number().int().min(0).default(1000),
  /** Where redirect decisions send the applicant; e2e tests point it at a loopback page. */
  partnerBaseUrl: z.url().default('http://127.0.0.1:4010/partner/landing'),
  /** Allowed browser origins, each `scheme://host:port` exactly (no wildcard; server/cors-origins.ts). */
  corsOrigins: z.array(corsOriginSchema).default([...DEFAULT_CORS_ORIGINS]),
  /** Default body limit in bytes; larger bodies get 413. */
  bodyLimit: z
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /** Development: the mobile code is logged and returned in developmentCode. */
  development: z.boolean().default(process.env.NODE_ENV !== 'production'),
  mobileCodeTtlSeconds: z.number().int().positive().default(600),
  faults: z.array(faultRuleSchema).default([]),
  /** Log requests (method, route template, status, time; never URLs, bodies or headers). */
  logger: z.boolean().default(false),
  /** Check every response against the contract before sending (a server bug becomes a 500, not bad data). */
  validateResponses: z.boolean().default(true),
});

export type ServerOptions = z.infer<typeof serverOptionsSchema>;

export interface ServerHooks {
  /** An open database to use instead of opening one (tests share one PGlite per file); not closed by the server. */
  database?: Database;
  /** v3 configurations keyed `country/product`; default: the dynamic-form fixtures (contract/fixtures). */
  dynamicFormConfigs?: Readonly<Record<string, DynamicFormConfig>>;
}

export type BuildServerOptions = z.input<typeof serverOptionsSchema> & ServerHooks;

/**
 * API_FAULTS: a JSON array of fault rules, or the short form `route:kind[=value][*times]` separated by commas,
 * e.g. `getLeadStatus:latency=800,createLead:status=503*2,getPostcode:drop`.
 */
export function parseFaults(text: string | undefined): FaultRule[] {
  if (!text?.trim()) return [];
  if (text.trim().startsWith('[')) return z.array(faultRuleSchema).parse(JSON.parse(text));
  return text.split(',').map((part) => {
    const match = /^([\w*]+):(latency|status|drop)(?:=(\d+))?(?:\*(\d+))?$/.exec(part.trim());
    if (!match) throw new Error(`API_FAULTS: cannot read "${part}"`);
    const [, route, kind, value, times] = match;
    return faultRuleSchema.parse({
      route,
      ...(kind === 'latency' ? { latencyMs: Number(value) } : {}),
      ...(kind === 'status' ? { status: Number(value ?? 503) } : {}),
      ...(kind === 'drop' ? { drop: true } : {}),
      ...(times ? { times: Number(times) } : {}),
    });
  });
}

const numberFromEnv = (value: string | undefined) => (value ? Number(value) : undefined);

/** Options from the environment (scripts/api.ts); unset variables keep the defaults. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): z.input<typeof serverOptionsSchema> {
  return {
    dataDir: env.API_DATA_DIR || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    leadPath: env.API_LEAD_PATH || env.VITE_LEAD_PATH || undefined,
    policiesPath: env.API_POLICIES_PATH || env.VITE_POLICIES_PATH || undefined,
    checkingPolls: numberFromEnv(env.API_CHECKING_POLLS),
    retryAfterMs: numberFromEnv(env.API_RETRY_AFTER_MS),
    partnerBaseUrl: env.API_PARTNER_BASE_URL || undefined,
    corsOrigins: env.API_CORS_ORIGINS
      ? env.API_CORS_ORIGINS.split(',').map((origin) => origin.trim())
      : undefined,
    development: env.NODE_ENV ? env.NODE_ENV !== 'production' : undefined,
    faults: parseFaults(env.API_FAULTS),
    logger: env.API_LOG !== '0',
  };
}
