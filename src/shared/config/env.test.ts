import { EnvError, parseEnv } from './env.ts';

const valid = {
  MODE: 'production',
  BASE_URL: '/application-frontend/',
  VITE_API_BASE: 'https://api.loans.test',
};

describe('parseEnv', () => {
  it('fills the defaults of spec section 9', () => {
    const env = parseEnv(valid);
    expect(env).toMatchObject({
      VITE_LEAD_PATH: '/lead',
      VITE_POLICIES_PATH: '/policy',
      VITE_LOCALE_PATH: '/locales/{lng}/{ns}.json',
      VITE_REQUEST_TIMEOUT_MS: 60_000,
      VITE_AFFILIATE_EXPIRY_HOURS: 480,
    });
  });

  it('coerces numbers from the env file strings', () => {
    expect(parseEnv({ ...valid, VITE_REQUEST_TIMEOUT_MS: '1500' }).VITE_REQUEST_TIMEOUT_MS).toBe(1500);
  });

  it('reports every problem at once', () => {
    let message = '';
    try {
      parseEnv({
        MODE: 'production',
        BASE_URL: 'no-slash',
        VITE_API_BASE: 'not a url',
        VITE_LOCALE_PATH: '/x.json',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      if (error instanceof EnvError) message = error.message;
    }
    expect(message).toContain('BASE_URL');
    expect(message).toContain('VITE_API_BASE');
    expect(message).toContain('VITE_LOCALE_PATH');
  });

  it.each([
    ['absent', undefined, []],
    ['empty', '', []],
    ['one name', 'house', ['house']],
    ['names trimmed, empty entries dropped', ' a, ,b ,', ['a', 'b']],
  ])('VITE_STATIC_AFFILIATES %s', (_case, value, expected) => {
    expect(parseEnv({ ...valid, VITE_STATIC_AFFILIATES: value }).VITE_STATIC_AFFILIATES).toEqual(expected);
  });
});
