import fc from 'fast-check';
import { MAX_PHONE_INPUT_LENGTH, parsePhone, phoneForPixel } from './phone';

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
