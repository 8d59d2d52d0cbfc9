// @vitest-environment node
import fc from 'fast-check';
import {
  buildDni,
  buildNie,
  validateDni,
  validateNie,
  validateSpanishId,
  type SpanishIdFailure,
} from './spanish-id.ts';
import { anyInput, asTyped, singleDigitSubstitutions } from './test-arbitraries.ts';

describe('validateDni', () => {
  it('accepts the published example, however typed', () => {
    expect(validateDni('12345678Z')).toEqual({ valid: true, value: '12345678Z', kind: 'dni' });
    expect(validateDni(' 12.345.678-z ')).toEqual({ valid: true, value: '12345678Z', kind: 'dni' });
  });

  it('restores the leading zero older DNIs are written without', () => {
    expect(validateDni('1234567L')).toEqual({ valid: true, value: '01234567L', kind: 'dni' });
  });

  it.each<[string, string, SpanishIdFailure]>([
    ['empty', '', 'length'],
    ['6 digits and a letter', '123456Z', 'length'],
    ['9 digits and a letter', '123456789Z', 'length'],
    ['no letter', '123456789', 'format'],
    ['letter in front', 'Z12345678', 'format'],
    ['a symbol', '12345678#', 'format'],
    ['wrong letter', '12345678A', 'checkLetter'],
  ])('rejects %s', (_case, input, reason) => {
    expect(validateDni(input)).toEqual({ valid: false, reason });
  });
});

describe('validateNie', () => {
  it('accepts the published example, however typed', () => {
    expect(validateNie('X2482300W')).toEqual({ valid: true, value: 'X2482300W', kind: 'nie' });
    expect(validateNie('x-2482300-w')).toEqual({ valid: true, value: 'X2482300W', kind: 'nie' });
  });

  it('replaces Y and Z with 1 and 2', () => {
    expect(validateNie(buildNie('Y', 1234567))).toMatchObject({ valid: true });
    expect(buildNie('Y', 1234567)).toBe('Y1234567X'); // 11234567 mod 23 = 10 -> X
    expect(buildNie('Z', 1234567)).toBe('Z1234567R'); // 21234567 mod 23 = 1 -> R
  });

  it.each<[string, string, SpanishIdFailure]>([
    ['empty', '', 'length'],
    ['8 characters', 'X248230W', 'length'],
    ['prefix W', 'W2482300W', 'format'],
    ['a DNI', '12345678Z', 'format'],
    ['wrong letter', 'X2482300T', 'checkLetter'],
  ])('rejects %s', (_case, input, reason) => {
    expect(validateNie(input)).toEqual({ valid: false, reason });
  });
});

describe('validateSpanishId', () => {
  it('tells DNI from NIE, also when failing', () => {
    expect(validateSpanishId('12345678Z')).toMatchObject({ valid: true, kind: 'dni' });
    expect(validateSpanishId('X2482300W')).toMatchObject({ valid: true, kind: 'nie' });
    expect(validateSpanishId('12345678A')).toEqual({ valid: false, reason: 'checkLetter', kind: 'dni' });
    expect(validateSpanishId('Y2482300W')).toEqual({ valid: false, reason: 'checkLetter', kind: 'nie' });
  });

  const dni = fc.integer({ min: 0, max: 99_999_999 }).map(buildDni);
  const nie = fc
    .tuple(fc.constantFrom('X' as const, 'Y' as const, 'Z' as const), fc.integer({ min: 0, max: 9_999_999 }))
    .map(([prefix, number]) => buildNie(prefix, number));

  it('accepts every generated DNI and NIE, however typed', () => {
    fc.assert(fc.property(fc.oneof(dni, nie).chain(asTyped), (typed) => validateSpanishId(typed).valid));
  });

  it('rejects every single-digit substitution of a valid DNI or NIE', () => {
    fc.assert(
      fc.property(fc.oneof(dni, nie), (value) =>
        singleDigitSubstitutions(value).every((variant) => !validateSpanishId(variant).valid),
      ),
      { numRuns: 50 },
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(anyInput, (input) =>
        [validateDni, validateNie, validateSpanishId].every(
          (validate) => typeof validate(input).valid === 'boolean',
        ),
      ),
    );
  });
});
