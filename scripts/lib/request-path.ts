/**
 * Turns a request's raw URL into a decoded path the static server may look up, or null when the URL is malformed
 * or hostile: a bad percent escape (decodeURIComponent throws URIError, which used to end the process), a NUL or
 * control byte, a backslash, a `.` or `..` segment (raw or percent-encoded, `..%2f`), or a path longer than any
 * the app builds. The caller answers null with a plain 400 and never echoes the input.
 */
export const MAX_PATH_LENGTH = 2048;

export function decodeRequestPath(rawUrl: string | undefined): string | null {
  // Parsed by hand: `new URL('//host/x', base)` would read a leading `//` as another host.
  const raw = (rawUrl ?? '/').split(/[?#]/, 1)[0] ?? '';
  if (!raw.startsWith('/') || raw.length > MAX_PATH_LENGTH) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control bytes are exactly what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(pathname)) return null;
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return pathname;
}
