import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PHONE_INPUT_LENGTH } from '#shared/lib/phone.ts';
import { eventId, newEventId, sha256Hex } from '#shared/lib/sha256.ts';
import { externalId, hashIdentity, hashedEmail, hashedPhone, normaliseEmail } from './identity.ts';

// Computed once with `printf '%s' <input> | sha256sum`: the tests do not compute the expected values themselves.
const SHA256 = {
  empty: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  abc: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  email: '608fdb0fe54b1b551bc6e364178d462917dfafc7937530d8a0107d30c7e11c69', // applicant@example.com
  mxPhone: '91e296c972c986bfd3469ba3cb87a2c742b990be55289589c683d5ef0c0bc1c3', // +525512345678
  esPhone: '1e41ef79cb1baa05fa88e837a70de6f6ae248454bc8dae474312c0baebe8c7a5', // +34612345678
  sessionId: 'bc6fd40f7e9d0293278bab0460f4b211488d174eca37e782955105fb34af92e5', // the SESSION_ID below
  eventId: 'aeaa7cab27c0b4113673da42455246e30b94f3933335f652c616df574dfa936a', // `1764032115000.${SESSION_ID}`
};
const SESSION_ID = '7d3f1c2e-1111-4a2b-9c3d-0123456789ab';
const HEX64 = /^[0-9a-f]{64}$/;

describe('sha256Hex', () => {
  it.each([
    ['', SHA256.empty],
    ['abc', SHA256.abc],
    ['applicant@example.com', SHA256.email],
  ])('hashes %j', async (input, expected) => {
    expect(await sha256Hex(input)).toBe(expected);
  });

  it('gives 64 lowercase hex characters for any text, the same each time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme' }), async (text) => {
        const hash = await sha256Hex(text);
        expect(hash).toMatch(HEX64);
        expect(await sha256Hex(text)).toBe(hash);
      }),
      { numRuns: 100 },
    );
  });
});

describe('hashedEmail', () => {
  it.each([
    ['applicant@example.com', SHA256.email],
    ['  Applicant@Example.COM\t', SHA256.email],
    ['APPLICANT@EXAMPLE.COM\n', SHA256.email],
    ['', ''],
    ['   ', ''],
    [undefined, ''],
  ])('hashes %j', async (input, expected) => {
    expect(await hashedEmail(input)).toBe(expected);
  });

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (email) => {
        expect(normaliseEmail(normaliseEmail(email))).toBe(normaliseEmail(email));
      }),
    );
  });

  it('does not depend on the case of the letters or the whitespace around them', async () => {
    const whitespace = fc
      .array(fc.constantFrom(' ', '\t', '\n', '\u00a0'), { maxLength: 3 })
      .map((s) => s.join(''));
    await fc.assert(
      fc.asyncProperty(
        fc.emailAddress(),
        fc.array(fc.boolean(), { minLength: 1 }),
        whitespace,
        whitespace,
        async (email, upper, before, after) => {
          const mixed = Array.from(email, (char, i) =>
            upper[i % upper.length] ? char.toUpperCase() : char,
          ).join('');
          expect(await hashedEmail(`${before}${mixed}${after}`)).toBe(await sha256Hex(email.toLowerCase()));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('hashedPhone', () => {
  it.each([
    ['5512345678', 'mx', SHA256.mxPhone],
    [' 55 1234 5678 ', 'mx', SHA256.mxPhone],
    ['+52 55 1234 5678', 'mx', SHA256.mxPhone],
    ['612 345 678', 'es', SHA256.esPhone],
    ['+34 612 34 56 78', 'es', SHA256.esPhone],
    // Not a number of the country, too short, not a number at all, nothing: empty, never a hash of the input.
    ['612 345 678', 'mx', ''],
    ['10 1234 5678', 'mx', ''],
    ['12', 'mx', ''],
    ['phone', 'mx', ''],
    ['', 'mx', ''],
    [undefined, 'mx', ''],
  ])('hashes %j in %s', async (input, country, expected) => {
    expect(await hashedPhone(input, country)).toBe(expected);
  });

  it(`ignores input over ${MAX_PHONE_INPUT_LENGTH} characters once trimmed, valid digits or not`, async () => {
    const padded = `5512345678${' '.repeat(MAX_PHONE_INPUT_LENGTH)}`;
    expect(await hashedPhone(padded, 'mx')).toBe(SHA256.mxPhone);
    const long = `55 1234 5678${'0'.repeat(MAX_PHONE_INPUT_LENGTH)}`;
    expect(await hashedPhone(long, 'mx')).toBe('');
  });

  it('gives the same hash however a valid number is written', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[1-9]\d{7}$/), async (subscriber) => {
        const national = `55${subscriber}`;
        const expected = await sha256Hex(`+52${national}`);
        for (const written of [
          national,
          ` ${national} `,
          `+52 ${national}`,
          `55 ${subscriber.slice(0, 4)} ${subscriber.slice(4)}`,
        ])
          expect(await hashedPhone(written, 'mx')).toBe(expected);
      }),
      { numRuns: 50 },
    );
  });

  it('gives an empty string for anything that is not a valid number', async () => {
    const notAPhone = fc.oneof(
      // Fewer than six digits in all: a Mexican number has ten.
      fc.string().filter((text) => (text.match(/\d/g) ?? []).length < 6),
      fc.stringMatching(/^\d{1,5}$/),
      fc
        .string({ minLength: MAX_PHONE_INPUT_LENGTH + 1, maxLength: MAX_PHONE_INPUT_LENGTH + 20 })
        .filter((text) => text.trim().length > MAX_PHONE_INPUT_LENGTH),
    );
    await fc.assert(
      fc.asyncProperty(notAPhone, async (input) => {
        expect(await hashedPhone(input, 'mx')).toBe('');
      }),
      { numRuns: 100 },
    );
  });
});

describe('externalId and eventId', () => {
  it('hashes the session id', async () => {
    expect(await externalId(SESSION_ID)).toBe(SHA256.sessionId);
    expect(await externalId('')).toBe('');
  });

  it('hashes `<timestamp>.<unique id>`', async () => {
    expect(await eventId(1764032115000, SESSION_ID)).toBe(SHA256.eventId);
  });

  it('differs for two unique ids at the same moment, and for two moments with one id', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.uuid(), fc.uuid(), async (time, first, second) => {
        fc.pre(first !== second);
        expect(await eventId(time, first)).not.toBe(await eventId(time, second));
        expect(await eventId(time, first)).not.toBe(await eventId(time + 1, first));
      }),
      { numRuns: 50 },
    );
  });

  it('makes a fresh id from now and a random UUID', async () => {
    const [first, second] = await Promise.all([newEventId(), newEventId()]);
    expect(first).toMatch(HEX64);
    expect(first).not.toBe(second);
    expect(await newEventId(1764032115000, SESSION_ID)).toBe(SHA256.eventId);
  });
});

describe('hashIdentity', () => {
  it('hashes each part, leaving out what is missing or invalid', async () => {
    expect(
      await hashIdentity({
        sessionId: SESSION_ID,
        country: 'mx',
        email: ' Applicant@example.com',
        phoneNumber: '5512345678',
      }),
    ).toEqual({ email: SHA256.email, phone: SHA256.mxPhone, externalId: SHA256.sessionId });
    expect(await hashIdentity({ sessionId: SESSION_ID, country: 'mx', phoneNumber: '12' })).toEqual({
      email: '',
      phone: '',
      externalId: SHA256.sessionId,
    });
  });
});
