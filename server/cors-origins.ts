/**
 * The browser origins the API answers, as an explicit list of `scheme://host:port`: no wildcard, so a page on
 * any other port of the machine (another local app, a malicious page a developer opens) cannot read leads.
 */
import { z } from 'zod';

/**
 * The ports the project's own servers use: `npm start` and `npm run preview` (4173), `npm run dev` (5173), the
 * e2e builds (4301 to 4320: one per page variant, two tracking builds and an English one, e2e/targets.ts; scripts/cors-origins.test.ts keeps the two lists in
 * step).
 */
const E2E_PORTS = Array.from({ length: 20 }, (_, index) => 4301 + index);
export const DEVELOPMENT_PORTS: readonly number[] = [4173, 5173, ...E2E_PORTS];

/** The default: both loopback names on each development port. */
export const DEFAULT_CORS_ORIGINS: readonly string[] = ['127.0.0.1', 'localhost'].flatMap((host) =>
  DEVELOPMENT_PORTS.map((port) => `http://${host}:${port}`),
);

/** One allowed origin, exactly as a browser sends it: scheme, host and, unless the scheme's default, port. */
export const corsOriginSchema = z
  .string()
  .regex(/^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/, 'Use scheme://host:port, e.g. http://127.0.0.1:5173')
  .refine((origin) => {
    const port = /:(\d+)$/.exec(origin)?.[1];
    return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
  }, 'Not a valid port');

/** Exact matching: an origin is allowed only if it is one of the list, character for character. */
export function originMatcher(origins: readonly string[]): (origin: string | undefined) => boolean {
  const allowed = new Set(origins);
  return (origin) => origin !== undefined && allowed.has(origin);
}
