import fc from 'fast-check';
import { MAX_PHONE_INPUT_LENGTH, parsePhone, phoneForPixel } from './phone.ts';

describe('parsePhone (Mexico)', () => {
  it.each([
    ['5512345678', '+525512345678'],
    ['55 1234 5678', '+525512345678'],
    ['+52 55 1234 5678', '+525512345678'],
    ['(33) 1234-5678', '+523312345678'],
  ])('accepts %s as %s', async (input, e164) => {
    expect(await parsePhone(input, 'mx')).toMatchObject({ ok: true, e164 });
  });

  it.each([
    ['hello', 'NOT_A_NUMBER'],
    ['', 'NOT_A_NUMBER'],
    ['5', 'TOO_SHORT'],
    ['55123', 'TOO_SHORT'],
    ['551234567890123456789', 'TOO_LONG'],
    ['+34 612 345 678', 'INVALID_COUNTRY'],
    ['x'.repeat(MAX_PHONE_INPUT_LENGTH + 1), 'NOT_A_NUMBER'],
  ])('refuses %s with %s', async (input, error) => {
    expect(await parsePhone(input, 'mx')).toEqual({ ok: false, error });
  });

  it('recognises an extension', async () => {
    expect(await parsePhone('55 1234 5678 ext. 123', 'mx')).toMatchObject({ ok: true, extension: '123' });
  });

  it('gives the pixel step the international form, or nothing', async () => {
    expect(await phoneForPixel(' 5512345678 ', 'mx')).toBe('+525512345678');
    expect(await phoneForPixel('12', 'mx')).toBe('');
  });

  it('never throws, whatever it is given (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.anything()), async (input) => {
        const result = await parsePhone(input, 'mx');
        return typeof result.ok === 'boolean';
      }),
      { numRuns: 300 },
    );
  });
});

// ../shared/MARKETS.md's phones: a number as people type it at home, and one the country's numbering plan refuses.
describe.each([
  ['mx', '55 1234 5678', '+525512345678', '10 1234 5678', 'NOT_A_NUMBER'],
  ['es', '612 345 678', '+34612345678', '112 345 678', 'NOT_A_NUMBER'],
  ['de', '0151 23456789', '+4915123456789', '0151 2345678901234', 'TOO_LONG'],
  ['pl', '512 345 678', '+48512345678', '012 345 678', 'NOT_A_NUMBER'],
  ['ro', '0712 345 678', '+40712345678', '0112 345 678', 'NOT_A_NUMBER'],
  ['co', '300 123 4567', '+573001234567', '100 123 4567', 'NOT_A_NUMBER'],
  ['vn', '0912 345 678', '+84912345678', '0412 345 678', 'NOT_A_NUMBER'],
  ['ph', '0917 123 4567', '+639171234567', '0117 123 4567', 'NOT_A_NUMBER'],
])('parsePhone (%s)', (country, valid, e164, invalid, error) => {
  it(`accepts ${valid} as ${e164}`, async () => {
    expect(await parsePhone(valid, country)).toMatchObject({ ok: true, e164 });
  });

  it(`refuses ${invalid} with ${error}`, async () => {
    expect(await parsePhone(invalid, country)).toEqual({ ok: false, error });
  });
});
