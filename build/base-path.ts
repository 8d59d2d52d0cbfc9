/** The base path all routes sit under (spec section 2), configurable with BASE_PATH at build time. */
export const DEFAULT_BASE_PATH = '/application-frontend';

/** Normalises "/x", "x/", "/x/" to "/x/" as Vite's `base` wants it; "/" stays "/". */
export function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? DEFAULT_BASE_PATH).trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
