import fc from 'fast-check';
import { matchPath, parsePath, pathSegments, resolvePathname, routeScore } from './path-match.ts';

describe('matchPath: a route path against a pathname, as react-router 7 matched them', () => {
  it.each([
    ['/checking', '/checking', {}, '/checking'],
    ['/checking', '/checking/', {}, '/checking'],
    ['/checking', '/CHECKING', {}, '/CHECKING'],
    ['/', '/', {}, '/'],
    ['/', '', {}, '/'],
    ['/continue/:token', '/continue/abc', { token: 'abc' }, '/continue/abc'],
    ['/continue/:token', '/continue/a%20b', { token: 'a b' }, '/continue/a%20b'],
    ['/continue/:token', '/continue/%E0%A4%A', { token: '%E0%A4%A' }, '/continue/%E0%A4%A'],
    ['/:stepPath', '/personal-details', { stepPath: 'personal-details' }, '/personal-details'],
    ['/*', '/a/b', { '*': 'a/b' }, '/'],
    ['/*', '/', { '*': '' }, '/'],
  ])('%s matches %s', (pattern, pathname, params, pathnameBase) => {
    expect(matchPath(pattern, pathname)).toEqual({ params, pathnameBase });
  });

  it.each([
    ['/checking', '/checking/more'],
    ['/checking', '/check'],
    ['/checking', '/'],
    ['/continue/:token', '/continue'],
    ['/continue/:token', '/continue//'],
    ['/a/b', '/a//b'],
    ['/:stepPath', '/'],
    ['/', '/x'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchPath(pattern, pathname)).toBeNull();
  });

  const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/);
  it('a pattern of parameters takes each segment, decoded, under its name', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 5 }),
        (values) => {
          const pattern = values.map((_, index) => `:p${index}`).join('/');
          const match = matchPath(`/${pattern}`, `/${values.map(encodeURIComponent).join('/')}`);
          expect(match?.params).toEqual(
            Object.fromEntries(values.map((value, index) => [`p${index}`, value])),
          );
        },
      ),
    );
  });

  it('a static path matches itself in any case, with or without trailing slashes, and nothing longer', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.nat(3),
        segment,
        (parts, slashes, extra) => {
          const path = `/${parts.join('/')}`;
          expect(matchPath(path, path.toUpperCase() + '/'.repeat(slashes))).not.toBeNull();
          expect(matchPath(path, `${path}/${extra}`)).toBeNull();
        },
      ),
    );
  });
});

describe('routeScore: the most specific route wins', () => {
  it.each([
    ['/checking', false, '/:stepPath', false],
    ['/:stepPath', false, '/*', false],
    ['/continue/:token', false, '/:stepPath', false],
    ['/', true, '/*', false],
    ['/accepted', false, '/*', false],
  ])('%s (index %s) ranks above %s (index %s)', (higher, higherIndex, lower, lowerIndex) => {
    expect(routeScore(higher, higherIndex)).toBeGreaterThan(routeScore(lower, lowerIndex));
  });
});

describe('paths in parts', () => {
  it.each([
    ['/a?b=1#c', { pathname: '/a', search: '?b=1', hash: '#c' }],
    ['/a#c?d', { pathname: '/a', search: '', hash: '#c?d' }],
    ['/a', { pathname: '/a', search: '', hash: '' }],
    ['?x', { pathname: '', search: '?x', hash: '' }],
  ])('parsePath(%s)', (path, parts) => {
    expect(parsePath(path)).toEqual(parts);
  });

  it('parsePath keeps every character: its parts joined are the path', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const { pathname, search, hash } = parsePath(path);
        expect(pathname + search + hash).toBe(path);
      }),
    );
  });

  it.each([
    ['/x', '/a/b', '/x'],
    ['c', '/a/b', '/a/b/c'],
    ['../c', '/a/b', '/a/c'],
    ['./c', '/', '/c'],
    ['..', '/', '/'],
  ])('resolvePathname(%s) from %s', (to, base, resolved) => {
    expect(resolvePathname(to, base)).toBe(resolved);
  });

  it('pathSegments drops the outer slashes only', () => {
    expect(pathSegments('/a//b/')).toEqual(['a', '', 'b']);
    expect(pathSegments('/')).toEqual([]);
  });
});
