/**
 * Build-time configuration (the .env.<mode> files), parsed once with zod. Every problem is reported
 * at once, so a misconfigured build says everything that is wrong in one message.
 * zod/mini keeps the validator out of the way of the first screen's size budget.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import {
  DEFAULT_AFFILIATE_EXPIRY_HOURS,
  DEFAULT_APPLICATION_DATA_EXPIRY_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
} from './defaults.ts';
import { withoutTrailingSlash } from '../lib/url-path.ts';

/** A comma-separated list: trimmed, empty entries dropped, so an empty value is an empty list. */
const commaList = lazySchema(() =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ),
);
const path = (fallback: string) => z._default(z.string().check(z.startsWith('/')), fallback);
export const envSchema = lazySchema(() =>
  z.object({
    MODE: z.string(),
    BASE_URL: z.string().check(z.startsWith('/')),
    VITE_API_BASE: z.url(),
    VITE_LEAD_PATH: path('/lead'),
    VITE_POLICIES_PATH: path('/policy'),
    VITE_LOCALE_PATH: z._default(
      z.string().check(z.includes('{lng}'), z.includes('{ns}')),
      '/locales/{lng}/{ns}.json',
    ),
    VITE_REQUEST_TIMEOUT_MS: z._default(
      z.coerce.number().check(z.int(), z.positive()),
      DEFAULT_REQUEST_TIMEOUT_MS,
    ),
    VITE_APPLICATION_DATA_EXPIRY_MS: z._default(
      z.coerce.number().check(z.int(), z.positive()),
      DEFAULT_APPLICATION_DATA_EXPIRY_MS,
    ),
    // Spec section 5: a non-positive or invalid value is accepted here and treated as "never expires".
    VITE_AFFILIATE_EXPIRY_HOURS: z._default(z.coerce.number(), DEFAULT_AFFILIATE_EXPIRY_HOURS),
    // Spec sections 3 and 4: affiliate names (refName values) whose reference never expires, per build.
    VITE_STATIC_AFFILIATES: commaList,
    // The third parties' ids and hosts are the tracking layer's to read (src/features/tracking/tracking-config.ts),
    // loaded only in a build that names one: parsing them here would put them on every first screen.
    // Origins allowed to frame the app (its CSP frame-ancestors, build/security-headers.ts) and hear its FORM_HEIGHT
    // messages; empty = no page may frame it.
    VITE_EMBED_PARENT_ORIGINS: commaList,
  }),
);

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
  return result.data;
}

export const env: Env = parseEnv(import.meta.env);

/** Developer tools and extra logging only in development (spec section 9). */
export const isDevelopment = env.MODE === 'development';

/** The router basename: the base path without its trailing slash. */
export const basePath = withoutTrailingSlash(env.BASE_URL) || '/';
