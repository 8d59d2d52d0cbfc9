import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutTrailingSlash } from './url-path.ts';

describe('withoutTrailingSlash', () => {
  it.each([
    ['/application-frontend/', '/application-frontend'],
    ['/application-frontend', '/application-frontend'],
    ['/a//', '/a'],
    ['/', ''],
    ['', ''],
    ['/a/b/', '/a/b'],
  ])('%s -> %s', (path, expected) => {
    expect(withoutTrailingSlash(path)).toBe(expected);
  });

  it('joins with a step path into one slash between them, whatever slashes the base ends with', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\/[a-z-]{1,8}){0,3}\/{0,3}$/), (base) => {
        const joined = `${withoutTrailingSlash(base)}/loan-details`;
        expect(joined).not.toContain('//');
        expect(joined.endsWith('/loan-details')).toBe(true);
      }),
    );
  });
});
