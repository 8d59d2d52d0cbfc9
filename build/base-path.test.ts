// @vitest-environment node
import { normaliseBasePath } from './base-path.ts';

describe('normaliseBasePath', () => {
  it.each([
    [undefined, '/application-frontend/'],
    ['/application-frontend', '/application-frontend/'],
    ['loans/apply/', '/loans/apply/'],
    ['//x//', '/x/'],
    ['/', '/'],
    ['', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseBasePath(input)).toBe(expected);
  });
});
