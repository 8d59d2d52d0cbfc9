import { resolveBuildTarget } from '#build/build-target.ts';
import { DEFAULT_CORS_ORIGINS } from '../../server/cors-origins.ts';
import { localCorsOrigins, localStartBuild } from './local-start.ts';

const production = resolveBuildTarget({ mode: 'production' });

describe('localStartBuild', () => {
  it('points a production build at the local API, in a folder of its own, and says what it replaced', () => {
    const local = localStartBuild(production, 4010, 'https://api.loans.invalid');
    expect(local.env).toEqual({ VITE_API_BASE: 'http://127.0.0.1:4010' });
    expect(local.outDir).toBe('mx-prestaluz-production-local');
    expect(local.note).toBe(
      'The app calls the reference lead API at http://127.0.0.1:4010 instead of https://api.loans.invalid ' +
        '(the production setting), in this local build only (dist/mx-prestaluz-production-local/).',
    );
  });

  it('follows API_PORT in every mode, development too', () => {
    for (const mode of ['development', 'staging', 'production']) {
      const local = localStartBuild(
        resolveBuildTarget({ country: 'es', mode }),
        4020,
        'http://127.0.0.1:4010',
      );
      expect(local.env.VITE_API_BASE).toBe('http://127.0.0.1:4020');
      expect(local.outDir).toBe(`es-solvenda-${mode}-local`);
    }
  });

  it('says nothing was replaced when the mode already names the local API', () => {
    const development = resolveBuildTarget({});
    expect(localStartBuild(development, 4010, 'http://127.0.0.1:4010/').note).toBe(
      'The app calls the reference lead API at http://127.0.0.1:4010, in this local build only ' +
        '(dist/mx-prestaluz-development-local/).',
    );
  });

  it('refuses an API_PORT that is not a port', () => {
    for (const port of [Number('x'), 0, 70_000, 40.5]) {
      expect(() => localStartBuild(production, port, undefined)).toThrow(/API_PORT must be a port number/);
    }
  });
});

describe('localCorsOrigins', () => {
  it('adds the page on any port to the defaults, once', () => {
    const origins = localCorsOrigins(4174, undefined).split(',');
    expect(origins).toContain('http://127.0.0.1:4174');
    expect(origins).toContain('http://localhost:4174');
    expect(origins).toEqual(expect.arrayContaining([...DEFAULT_CORS_ORIGINS]));
    expect(localCorsOrigins(4173, undefined).split(',')).toHaveLength(DEFAULT_CORS_ORIGINS.length);
  });

  it('keeps a configured list and adds the page to it', () => {
    expect(localCorsOrigins(4174, 'https://apply.lender.example, http://127.0.0.1:9000')).toBe(
      'https://apply.lender.example,http://127.0.0.1:9000,http://127.0.0.1:4174,http://localhost:4174',
    );
  });

  it('refuses a port that is not one', () => {
    expect(() => localCorsOrigins(0, undefined)).toThrow(/port number/);
  });
});
