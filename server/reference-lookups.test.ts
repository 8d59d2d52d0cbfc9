// @vitest-environment node
/**
 * Issue 13: the company lookup, the postcode lookup and the email check answer for every country: a hit, a miss
 * (an empty list), and malformed input refused with the contract's error body (never a 5xx, never an echo).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { COUNTRY_CODES, type CountryCode } from '#contract/primitives.ts';
import {
  companyLookupResponseSchema,
  emailValidateResponseSchema,
  postcodeLookupResponseSchema,
} from '#contract/reference-data.ts';
import { errorBodySchema } from '#contract/errors.ts';
import { checkEmail } from './reference/email-check.ts';
import { lookupCompanies } from './reference/employers.ts';
import { createHarness, type Harness } from './test/harness.ts';

const CANARY = 'Zq7canary';

let harness: Harness;
let app: FastifyInstance;
beforeAll(async () => {
  harness = await createHarness();
  app = await harness.server();
});
afterAll(() => harness.close());

const get = (url: string) => app.inject({ url });

function expectRefused(response: LightMyRequestResponse, fieldName: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(errorBodySchema.parse(response.json()).errors.map((error) => error.fieldName)).toContain(fieldName);
  expect(response.body).not.toContain(CANARY);
}

/** Per country: a name typed as an applicant would (no accents, any case) and the employer it finds. */
const EMPLOYERS: Record<CountryCode, [typed: string, found: string]> = {
  mx: ['BIMBO', 'Grupo Bimbo S.A.B. de C.V.'],
  es: ['telefonica', 'Telefónica S.A.'],
  de: ['bmw', 'Bayerische Motoren Werke AG (BMW)'],
  pl: ['zabka', 'Żabka Polska sp. z o.o.'],
  ro: ['posta romana', 'Compania Națională Poșta Română S.A.'],
  co: ['exito', 'Almacenes Éxito S.A.'],
  vn: ['vinamilk', 'Công ty Cổ phần Sữa Việt Nam (Vinamilk)'],
  ph: ['jollibee', 'Jollibee Foods Corporation'],
};

describe('GET /company/{name}?country=', () => {
  it.each(COUNTRY_CODES)(
    '%s: finds a well-known employer accent- and case-insensitively',
    async (country) => {
      const [typed, found] = EMPLOYERS[country];
      const response = await get(`/company/${encodeURIComponent(typed)}?country=${country}`);
      expect(response.statusCode).toBe(200);
      const { companies } = companyLookupResponseSchema.parse(response.json());
      expect(companies.map((company) => company.name)).toContain(found);
    },
  );

  it.each(COUNTRY_CODES)('%s: a dozen employers or more, none of another country', (country) => {
    const others = COUNTRY_CODES.filter((other) => other !== country).map((other) => EMPLOYERS[other][1]);
    const names = lookupCompanies('', country, 100).map((company) => company.name);
    expect(names.length).toBeGreaterThanOrEqual(12);
    for (const name of others) expect(names).not.toContain(name);
  });

  it.each(COUNTRY_CODES)('%s: an unknown name is an empty list', async (country) => {
    const response = await get(`/company/Qwxyzzy?country=${country}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ companies: [] });
  });

  it('Łódź-style letters NFD does not split are folded too', async () => {
    const response = await get(`/company/lakowa?country=pl`);
    expect(response.json()).toEqual({ companies: [] }); // the street is not searched, only the name
    const named = await get(`/company/${encodeURIComponent('ZABKA')}?country=pl`);
    expect(companyLookupResponseSchema.parse(named.json()).companies).toHaveLength(1);
  });

  it('without a country it answers Mexico, as before', async () => {
    const response = await get('/company/grupo');
    const { companies } = companyLookupResponseSchema.parse(response.json());
    expect(companies[0]?.name).toBe('Grupo Bimbo S.A.B. de C.V.');
    expect(companies.map((company) => company.name)).toContain('Grupo Industrial del Valle S.A. de C.V.');
  });

  it.each([
    [`/company/a?country=mx`, 'name'],
    [`/company/${CANARY}%00?country=es`, 'name'],
    [`/company/bimbo?country=${CANARY}`, 'country'],
    [`/company/bimbo?country=MX`, 'country'],
  ])('%s is a 400 at %s', async (url, field) => {
    expectRefused(await get(url), field);
  });
});

/** Per country: a complete code, what it fills, and a code of the right shape that is not in the table. */
const POSTCODES: Record<CountryCode, { hit?: [code: string, city: string, state: string]; miss: string }> = {
  mx: { hit: ['06700', 'Ciudad de México', 'Ciudad de México'], miss: '99999' },
  es: { hit: ['28013', 'Madrid', 'Madrid'], miss: '52999' },
  de: { hit: ['80331', 'München', 'Bayern'], miss: '99999' },
  pl: { hit: ['30-001', 'Kraków', 'małopolskie'], miss: '99-999' },
  ro: { hit: ['400001', 'Cluj-Napoca', 'Cluj'], miss: '999999' },
  ph: { hit: ['1634', 'Taguig', 'Metro Manila'], miss: '9999' },
  // Addresses are typed there, not filled from the postcode (docs/adr/0015-section-7-calls.md).
  co: { miss: '110111' },
  vn: { miss: '100000' },
};

describe('GET /postcode/lookup/{code}?country=', () => {
  it.each(COUNTRY_CODES)(
    '%s: a complete code answers its city and region, or nothing where none is filled',
    async (country) => {
      const { hit } = POSTCODES[country];
      if (!hit) return;
      const [code, city, state] = hit;
      const response = await get(`/postcode/lookup/${code}?country=${country}`);
      expect(response.statusCode).toBe(200);
      const { postcodes } = postcodeLookupResponseSchema.parse(response.json());
      expect(postcodes.find((entry) => entry.postalCode === code)).toMatchObject({ city, state });
    },
  );

  it.each(COUNTRY_CODES)('%s: an unknown code is an empty list', async (country) => {
    const response = await get(`/postcode/lookup/${POSTCODES[country].miss}?country=${country}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ postcodes: [] });
  });

  it('a prefix lists the codes that start with it; Poland is found with its dash or without', async () => {
    const prefix = postcodeLookupResponseSchema.parse((await get('/postcode/lookup/80?country=de')).json());
    expect(prefix.postcodes.map((entry) => entry.postalCode)).toEqual(['80331']);
    for (const code of ['30001', '30-001', '30-0']) {
      const { postcodes } = postcodeLookupResponseSchema.parse(
        (await get(`/postcode/lookup/${code}?country=pl`)).json(),
      );
      expect(postcodes[0]?.postalCode, code).toBe('30-001');
    }
  });

  it('without a country it answers Mexico, as before', async () => {
    const { postcodes } = postcodeLookupResponseSchema.parse((await get('/postcode/lookup/067')).json());
    expect(postcodes.map((entry) => entry.postalCode)).toContain('06700');
  });

  it.each([
    ['/postcode/lookup/1?country=es', 'code'],
    [`/postcode/lookup/${CANARY}?country=de`, 'code'],
    ['/postcode/lookup/1234567?country=ro', 'code'],
    ['/postcode/lookup/30--01?country=pl', 'code'],
    [`/postcode/lookup/28013?country=${CANARY}`, 'country'],
  ])('%s is a 400 at %s', async (url, field) => {
    expectRefused(await get(url), field);
  });

  it('never answers a 5xx to any code or country', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), fc.string({ maxLength: 4 }), async (code, country) => {
        const response = await get(
          `/postcode/lookup/${encodeURIComponent(code) || '0'}?country=${encodeURIComponent(country)}`,
        );
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe('GET /email/validate/{email}', () => {
  it.each([
    ['ana@gmial.com', 'ana@gmail.com'],
    ['ana@gmal.com', 'ana@gmail.com'],
    ['ana@gmail.con', 'ana@gmail.com'],
    ['ana@hotmal.com', 'ana@hotmail.com'],
    ['ana@hotmial.es', 'ana@hotmail.es'],
    ['ana@yaho.es', 'ana@yahoo.es'],
    ['ana@yahoo.com.mz', 'ana@yahoo.com.mx'],
    ['jan@wpp.pl', 'jan@wp.pl'],
    ['jan@onte.pl', 'jan@onet.pl'],
    ['jan@o2.com.pl', 'jan@o2.pl'],
    ['jan@interai.pl', 'jan@interia.pl'],
    ['max@web.d', 'max@web.de'],
    ['max@gmx.com.de', 'max@gmx.de'],
    ['max@t-onlin.de', 'max@t-online.de'],
    ['ion@yaho.ro', 'ion@yahoo.ro'],
    ['lan@yahoo.vn', 'lan@yahoo.com.vn'],
    ['lan@yaho.com.vn', 'lan@yahoo.com.vn'],
    ['jose@yahoo.ph', 'jose@yahoo.com.ph'],
    ['Ana.Lopez@GMIAL.COM', 'ana.lopez@gmail.com'],
  ])('%s: suggests %s', (typed, suggestion) => {
    expect(checkEmail(typed).suggestion).toBe(suggestion);
  });

  it.each([
    'ana@gmail.com',
    'jan@wp.pl',
    'jan@o2.pl',
    'max@web.de',
    'max@gmx.de',
    'max@outlook.de',
    'max@hotmail.de',
    'ion@yahoo.ro',
    'lan@yahoo.com.vn',
    'ana@empresa.com.mx',
    'ana@example.com',
  ])('%s is accepted with no suggestion', (address) => {
    expect(checkEmail(address)).toEqual({ valid: true });
  });

  it.each([
    ['ana@mailinator.com', 'disposable'],
    ['max@wegwerfmail.de', 'disposable'],
    ['ana@example.org', 'no-mail-server'],
    ['ana@host.invalid', 'no-mail-server'],
    ['ana', 'syntax'],
    ['ana@@gmail.com', 'syntax'],
  ])('%s is refused: %s', (address, reason) => {
    expect(checkEmail(address)).toMatchObject({ valid: false, reason });
  });

  it('answers over HTTP with the contract body', async () => {
    const response = await get(`/email/validate/${encodeURIComponent('ana@gmial.com')}`);
    expect(response.statusCode).toBe(200);
    expect(emailValidateResponseSchema.parse(response.json())).toEqual({
      valid: false,
      reason: 'no-mail-server',
      suggestion: 'ana@gmail.com',
    });
  });

  it('a malformed address is a 400 with no echo', async () => {
    expectRefused(await get(`/email/validate/${'a'.repeat(50)}%00${CANARY}`), 'email');
    expectRefused(await get('/email/validate/a'), 'email');
  });

  it('never suggests for a well-formed address on a known provider (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9.]{0,15}[a-z0-9]$/), (local) => {
        for (const domain of ['gmail.com', 'wp.pl', 'web.de', 'yahoo.com.vn', 'hotmail.es'])
          expect(checkEmail(`${local.replace(/\.\.+/g, '.')}@${domain}`).suggestion).toBeUndefined();
      }),
    );
  });
});
