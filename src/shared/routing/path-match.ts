/**
 * Route paths against a location's pathname, as react-router 7 matched them before the app had its own router
 * (docs/adr/0040-the-apps-own-router.md): segments compared without regard to case, a trailing slash optional,
 * `:name` takes one segment, `*` the rest, each segment decoded. Of the routes that match, the most specific wins
 * (react-router's score: a static segment 10, a parameter 3, an empty one 1, an index route 2 more, a splat 2 less),
 * the first written among equals.
 */

export type Params = Readonly<Record<string, string>>;

export interface PathMatch {
  params: Params;
  /** The part of the pathname the pattern matched, without what a splat took: where nested routes start. */
  pathnameBase: string;
}

/** A segment as the browser encoded it, decoded; kept as it is when it is not valid percent-encoding. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** "/a/b/" -> ["a", "b"]; "/" and "" -> []. An empty segment inside ("/a//b") stays, and matches nothing. */
export function pathSegments(pathname: string): string[] {
  const trimmed = pathname.replace(/\/+$/, '').replace(/^\//, '');
  return trimmed === '' ? [] : trimmed.split('/');
}

const joinSegments = (segments: readonly string[]): string => `/${segments.join('/')}`;

/** Whether `pathname` is the pattern's, and with which parameters. */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const wanted = pathSegments(pattern);
  const given = pathSegments(pathname);
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') {
      params['*'] = given.slice(index).map(decodeSegment).join('/');
      return { params, pathnameBase: joinSegments(given.slice(0, index)) };
    }
    const value = given[index];
    if (value === undefined || value === '') return null;
    const decoded = decodeSegment(value);
    if (segment.startsWith(':')) params[segment.slice(1)] = decoded;
    else if (segment.toLowerCase() !== decoded.toLowerCase()) return null;
  }
  if (given.length !== wanted.length) return null;
  return { params, pathnameBase: joinSegments(given) };
}

/** How specific a route's whole path is (react-router's computeScore): the highest wins. */
export function routeScore(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += segment === '' ? 1 : 10;
  }
  return score;
}

/** Paths joined with one slash between them: ("/", "checking") -> "/checking". */
export const joinPaths = (...paths: readonly string[]): string => paths.join('/').replace(/\/\/+/g, '/');

export interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

/** A "path?search#hash" in its parts; the search and hash keep their "?" and "#". */
export function parsePath(path: string): PathParts {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = beforeHash.indexOf('?');
  return {
    pathname: searchAt >= 0 ? beforeHash.slice(0, searchAt) : beforeHash,
    search: searchAt >= 0 ? beforeHash.slice(searchAt) : '',
    hash,
  };
}

/**
 * Where a link leads from `base` (the route it is in): an absolute path as it is, a relative one after the base,
 * ".." one segment up, "." the same. The pathname only; its search and hash go with it unchanged.
 */
export function resolvePathname(to: string, base: string): string {
  if (to.startsWith('/')) return to;
  const segments = pathSegments(base);
  for (const segment of to.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return joinSegments(segments);
}
