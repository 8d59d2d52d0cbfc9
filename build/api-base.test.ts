// @vitest-environment node
import fc from 'fast-check';
import { MODES } from '#markets/matrix.ts';
import { ApiBaseError, checkApiBase, isLoopbackApiBase, placeholderReason } from './api-base.ts';

describe('the API base a build is made against (issue 29)', () => {
  it.each([
    ['', 'it is empty'],
    ['   ', 'it is empty'],
    ['api.lender.mx', 'is not an http(s) URL'],
    ['ftp://api.lender.mx', 'is not an http(s) URL'],
    ['https://api.loans.invalid', 'placeholder host'],
    ['https://api.staging.loans.invalid/', 'placeholder host'],
    ['https://lender.example', 'placeholder host'],
    ['https://example.com', 'placeholder host'],
    ['https://api.example.org/v1', 'placeholder host'],
    ['https://API.EXAMPLE.NET', 'placeholder host'],
  ])('refuses %j for a deployed build: %s', (apiBase, why) => {
    expect(placeholderReason(apiBase)).toContain(why);
    for (const mode of ['staging', 'production'] as const) {
      expect(() => checkApiBase(mode, apiBase)).toThrow(ApiBaseError);
      expect(() => checkApiBase(mode, apiBase)).toThrow(`A ${mode} build needs the lender's API`);
    }
  });

  it.each([
    'https://api.prestaluz.mx',
    'https://example-lender.com',
    'https://examples.com',
    'https://api.lender.com.example-cdn.net',
    'http://127.0.0.1:4010',
    'http://localhost:8080',
  ])('builds every mode against %j', (apiBase) => {
    expect(placeholderReason(apiBase)).toBeUndefined();
    for (const mode of MODES) expect(() => checkApiBase(mode, apiBase)).not.toThrow();
  });

  it('lets a development build use any base, the placeholder included (the app shows its error page)', () => {
    expect(() => checkApiBase('development', 'https://api.loans.invalid')).not.toThrow();
    expect(() => checkApiBase('development', undefined)).not.toThrow();
  });

  it('the message says what to set and where', () => {
    expect(() => checkApiBase('production', undefined)).toThrow(
      /VITE_API_BASE.*\.env\.production.*docs\/deploy\.md/,
    );
  });

  it.each([
    ['http://127.0.0.1:4010', true],
    ['http://127.4.5.6', true],
    ['http://localhost:3000/api', true],
    ['http://[::1]:4010', true],
    ['https://api.lender.mx', false],
    ['http://127.0.0.1.nip.io', false],
    ['not a url', false],
  ])('%j is loopback: %s', (apiBase, loopback) => {
    expect(isLoopbackApiBase(apiBase)).toBe(loopback);
  });

  it('any host under .invalid is a placeholder, whatever its labels', () => {
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        expect(placeholderReason(`https://${domain}.invalid`)).toBeDefined();
      }),
    );
  });
});
