import fc from 'fast-check';
import { isPersonalKey, REDACTED, redactText, redactValue, withoutQuery } from './redact.ts';
import { delimiterArbitrary, personalValueArbitrary } from './testing/personal-arbitraries.ts';

describe('redactText', () => {
  it.each([
    ['Write to ana.lopez@example.com today', `Write to ${REDACTED} today`],
    ['{"email":"a+b@mail.example.mx"}', `{"email":"${REDACTED}"}`],
    ['Call +52 55 1234 5678 now', `Call ${REDACTED} now`],
    ['phone=(33) 1234-5678', `phone=(${REDACTED}`],
    ['tel 612.345.678', `tel ${REDACTED}`],
    ['born 1990-01-31', `born ${REDACTED}`],
    ['pesel 44051401359', `pesel ${REDACTED}`],
    ['HTTP 404 after 3 retries', 'HTTP 404 after 3 retries'],
    ['amount 150000 MXN', 'amount 150000 MXN'],
    ['lead 123e4567-e89b-12d3-a456-426614174000', 'lead 123e4567-e89b-12d3-a456-426614174000'],
    ['version 1.449.2', 'version 1.449.2'],
    ['hash deadbeef12345678', 'hash deadbeef12345678'],
  ])('%s', (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it('leaves no generated e-mail address or phone number in any text around it', () => {
    fc.assert(
      fc.property(
        fc.string(),
        personalValueArbitrary,
        delimiterArbitrary,
        fc.string(),
        (before, personal, delimiter, after) => {
          const redacted = redactText(`${before}${delimiter}${personal} ${after}`);
          expect(redacted).not.toContain(personal);
        },
      ),
    );
  });
});

describe('isPersonalKey', () => {
  it.each([
    ['email', true],
    ['contactDetails.phoneNumber', true],
    ['FIRSTNAME', true],
    ['personalCode', true],
    ['incomeDetails.iban', true],
    ['password', true],
    ['contactForHashing', true],
    ['leadId', false],
    ['state', false],
    ['utm_source', false],
    ['name', false],
  ])('%s: %s', (key, personal) => {
    expect(isPersonalKey(key)).toBe(personal);
  });
});

describe('withoutQuery', () => {
  it.each([
    ['https://app.example/step?email=a@b.c#x', 'https://app.example/step'],
    ['/continue/abc#top', '/continue/abc'],
    ['/plain', '/plain'],
  ])('%s', (url, expected) => {
    expect(withoutQuery(url)).toBe(expected);
  });
});

describe('redactValue', () => {
  it('redacts strings and personal fields at any depth and drops URL queries', () => {
    expect(
      redactValue({
        step: 3,
        contactDetails: { email: 'x', phoneNumber: 5512345678, city: 'Puebla' },
        notes: ['mail me at ana@example.com'],
        url: 'https://app.example/apply?firstName=Ana',
        path: '/lead/1?phone=5512345678',
      }),
    ).toEqual({
      step: 3,
      contactDetails: { email: REDACTED, phoneNumber: REDACTED, city: 'Puebla' },
      notes: [`mail me at ${REDACTED}`],
      url: 'https://app.example/apply',
      path: '/lead/1',
    });
  });

  it('stops at a depth of ten', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 20; level += 1) deep = { next: deep };
    expect(JSON.stringify(redactValue(deep))).toContain(REDACTED);
  });
});
