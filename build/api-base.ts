/**
 * The API base a cell is built against (VITE_API_BASE), checked before anything is built (issue 29, item 1): a
 * staging or production build must call the lender's real API, so a placeholder (empty, a `.invalid` or `example`
 * host: the values .env.staging and .env.production ship with) fails the build with what to set. A loopback base is
 * the reference API on this machine (development, `npm start`, the tests, the benchmarks) and is allowed in any mode.
 */
import type { Mode } from '#markets/matrix.ts';

export class ApiBaseError extends Error {
  override name = 'ApiBaseError';
}

/** Modes that are deployed to applicants: their API base must be real. */
const DEPLOYED_MODES: ReadonlySet<Mode> = new Set(['staging', 'production']);

/** The reference API's base when it runs on this machine (`npm start`, the e2e suite: scripts/api.ts's default port). */
export const REFERENCE_API_BASE = 'http://127.0.0.1:4010';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The hostname of an API base, or undefined when it is not an http(s) URL. */
function hostOf(apiBase: string): string | undefined {
  try {
    const url = new URL(apiBase);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export function isLoopbackApiBase(apiBase: string): boolean {
  const host = hostOf(apiBase);
  return host !== undefined && (LOOPBACK_HOSTS.has(host) || /^127(\.\d{1,3}){3}$/.test(host));
}

/**
 * Why an API base cannot be deployed, or undefined when it can: empty, not an http(s) URL, or a host reserved for
 * examples and placeholders (RFC 2606: `.invalid`, `.example`, example.com/.net/.org and their subdomains).
 */
export function placeholderReason(apiBase: string | undefined): string | undefined {
  const value = apiBase?.trim() ?? '';
  if (value === '') return 'it is empty';
  const host = hostOf(value);
  if (host === undefined) return `"${value}" is not an http(s) URL`;
  const labels = host.split('.');
  const last = labels.at(-1) ?? '';
  if (last === 'invalid' || last === 'example')
    return `"${host}" is a placeholder host (.${last} never resolves)`;
  if (labels.length >= 2 && labels.at(-2) === 'example' && ['com', 'net', 'org'].includes(last))
    return `"${host}" is a placeholder host (reserved for examples)`;
  return undefined;
}

/** Throws an ApiBaseError for a staging or production build whose API base is a placeholder. */
export function checkApiBase(mode: Mode, apiBase: string | undefined): void {
  if (!DEPLOYED_MODES.has(mode)) return;
  const reason = placeholderReason(apiBase);
  if (reason === undefined) return;
  throw new ApiBaseError(
    `A ${mode} build needs the lender's API: VITE_API_BASE ${reason}. Set it in the environment or in ` +
      `.env.${mode}, e.g. VITE_API_BASE=https://api.<your-lender-domain> (docs/deploy.md, "The env of a cell"). ` +
      'To build against the reference API on this machine, use a loopback base (http://127.0.0.1:4010) or npm start.',
  );
}
