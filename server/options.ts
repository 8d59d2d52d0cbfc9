/**
 * The reference API's options, validated with zod. buildServer takes them directly (tests); scripts/api.ts
 * reads them from the environment with optionsFromEnv.
 */
import { z } from 'zod';
import { operationIds } from '#contract/routes.ts';
import type { DynamicFormConfig } from '#contract/dynamic-form.ts';
import { corsOriginSchema, DEFAULT_CORS_ORIGINS } from './cors-origins.ts';
import type { Database } from './db/database.ts';

/** One injected fault: on the named operation (or every one, '*'), delay, fail with a 5xx, or drop. */
export const faultRuleSchema = z.object({
  route: z.union([z.enum(operationIds()), z.literal('*')]),
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
  /**
   * The key that signs resume links and unsubscribe links (HMAC-SHA256). Several API processes serving one database
   * must share it; without one a random key is made at start (links then die with the process: said at start).
   */
  signingSecret: z.string().min(32).optional(),
  /** How long a resume link stays usable (it is also single use). */
  resumeLinkTtlHours: z
    .number()
    .positive()
    .max(24 * 30)
    .default(72),
  /** Where a resume link points: the app's base URL; the link is `${resumeLinkBase}/continue/{token}`. */
  resumeLinkBase: z.url().default('http://127.0.0.1:4173/application-frontend'),
  /** Behind a proxy or CDN: take the client's address from X-Forwarded-For (fastify trustProxy), for the limits. */
  trustProxy: z.boolean().default(false),
  /** The limits (server/http/rate-limits.ts): per client (its address), per window. 0 switches one off. */
  limits: z
    .object({
      /** Lead creates per client per 10 minutes. */
      createsPer10Minutes: z.number().int().min(0).default(30),
      /** Calls of the public endpoints (lookups, policies, email check, unsubscribe, resume) per client per minute. */
      publicPerMinute: z.number().int().min(0).default(300),
      /** Mobile code sends (first, resend, changed number) per lead per hour. */
      codeSendsPerHour: z.number().int().min(0).default(5),
      /** Seconds between two code sends to one lead. */
      codeResendSeconds: z.number().int().min(0).default(30),
      /** Wrong codes typed against one code; the next try is refused, right or not, until a new code is sent. */
      codeTries: z.number().int().min(1).default(5),
    })
    .prefault({}),
  /**
   * reCAPTCHA: with a secret, every lead create must carry a googleCaptchaToken the verifier accepts; without one
   * the check is off (said at start). The verify URL is Google's unless configured (tests use a fake verifier).
   */
  captchaSecret: z.string().min(1).optional(),
  captchaVerifyUrl: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** The lowest reCAPTCHA v3 score accepted. */
  captchaMinScore: z.number().min(0).max(1).default(0.5),
});

export type ServerOptions = z.infer<typeof serverOptionsSchema>;

/** Whether a captcha token is good: the reCAPTCHA verifier by default, a fake in tests. */
export type CaptchaVerifier = (token: string, clientAddress: string) => Promise<boolean>;

export interface ServerHooks {
  /** Replaces the reCAPTCHA verifier (only used when captchaSecret is set). */
  captchaVerifier?: CaptchaVerifier;
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
    signingSecret: env.API_SIGNING_SECRET || undefined,
    trustProxy: env.API_TRUST_PROXY ? env.API_TRUST_PROXY === '1' : undefined,
    resumeLinkTtlHours: numberFromEnv(env.API_RESUME_LINK_TTL_HOURS),
    resumeLinkBase: env.API_RESUME_LINK_BASE || undefined,
    limits: {
      createsPer10Minutes: numberFromEnv(env.API_LIMIT_CREATES_PER_10_MINUTES),
      publicPerMinute: numberFromEnv(env.API_LIMIT_PUBLIC_PER_MINUTE),
      codeSendsPerHour: numberFromEnv(env.API_LIMIT_CODE_SENDS_PER_HOUR),
      codeResendSeconds: numberFromEnv(env.API_LIMIT_CODE_RESEND_SECONDS),
    },
    captchaSecret: env.API_CAPTCHA_SECRET || undefined,
    captchaVerifyUrl: env.API_CAPTCHA_VERIFY_URL || undefined,
  };
}
