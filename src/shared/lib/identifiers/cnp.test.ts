// @vitest-environment node
import fc from 'fast-check';
import { buildCnp, cnpCheckDigit, isCnpCountyCode, validateCnp, type CnpFailure } from './cnp.ts';
import { anyInput, asTyped, calendarDate, sex } from './test-arbitraries.ts';

const withCheck = (first12: string) => first12 + String(cnpCheckDigit(first12));

describe('validateCnp', () => {
  it('accepts the published example and decodes it', () => {
    expect(validateCnp('1630615123457')).toEqual({
      valid: true,
      value: '1630615123457',
      birthDate: '1963-06-15',
      sex: 'male',
      foreignOrResident: false,
      countyCode: '12',
    });
  });

  it.each([
    ['2: woman born in the 1900s', withCheck('263061512345'), '1963-06-15', 'female'],
    ['3: man born in the 1800s', withCheck('363061512345'), '1863-06-15', 'male'],
    ['6: woman born in the 2000s', withCheck('603061540345'), '2003-06-15', 'female'],
  ])('reads S = %s', (_case, cnp, birthDate, expectedSex) => {
    expect(validateCnp(cnp)).toMatchObject({
      valid: true,
      birthDate,
      sex: expectedSex,
      foreignOrResident: false,
    });
  });

  it('accepts residents and foreigners without claiming a century', () => {
    expect(validateCnp(withCheck('763061551345'))).toMatchObject({
      valid: true,
      birthDate: undefined,
      sex: 'male',
    });
    expect(validateCnp(withCheck('963061552345'))).toMatchObject({
      valid: true,
      birthDate: undefined,
      sex: undefined,
      foreignOrResident: true,
    });
  });

  it('folds remainder 10 into check digit 1', () => {
    // Weighted sum of these 12 digits is 197, and 197 mod 11 = 10.
    const first12 = '163061512306';
    expect(cnpCheckDigit(first12)).toBe(1);
    expect(validateCnp(`${first12}1`)).toMatchObject({ valid: true });
  });

  it.each<[string, string, CnpFailure]>([
    ['empty', '', 'length'],
    ['12 digits', '163061512345', 'length'],
    ['a letter', '163061512345A', 'format'],
    ['S = 0', withCheck('063061512345'), 'centurySex'],
    ['month 13', withCheck('163131512345'), 'date'],
    ['29 February 1900 (S = 1)', withCheck('100022912345'), 'date'],
    ['county 00', withCheck('163061500345'), 'countyCode'],
    ['county 47', withCheck('163061547345'), 'countyCode'],
    ['county 53', withCheck('163061553345'), 'countyCode'],
    ['wrong check digit', '1630615123458', 'checkDigit'],
  ])('rejects %s', (_case, input, reason) => {
    expect(validateCnp(input)).toEqual({ valid: false, reason });
  });

  it('knows counties 01-46, 51 and 52 only', () => {
    const valid = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).filter(isCnpCountyCode);
    expect(valid).toHaveLength(48);
    expect(valid.slice(-3)).toEqual(['46', '51', '52']);
  });

  const cnpParts = fc.record({
    birthDate: calendarDate(1800, 2025),
    sex,
    countyCode: fc.constantFrom('01', '12', '40', '46', '51', '52'),
    serial: fc.integer({ min: 1, max: 999 }),
  });

  it('accepts every generated CNP, however typed, and decodes its sex', () => {
    fc.assert(
      fc.property(cnpParts, (parts) => {
        expect(validateCnp(buildCnp(parts))).toMatchObject({ valid: true, sex: parts.sex });
      }),
    );
    fc.assert(fc.property(cnpParts.map(buildCnp).chain(asTyped), (typed) => validateCnp(typed).valid));
  });

  it('never throws', () => {
    fc.assert(fc.property(anyInput, (input) => typeof validateCnp(input).valid === 'boolean'));
  });
});

describe('a CNP born after today', () => {
  const today = new Date(2026, 10, 27, 12);
  const on = (year: number, month: number, day: number) =>
    buildCnp({ birthDate: { year, month, day }, sex: 'male', countyCode: '40', serial: 123 });

  it.each([
    ['tomorrow', on(2026, 11, 28), false],
    ['today', on(2026, 11, 27), true],
    ['yesterday', on(2026, 11, 26), true],
    ['in 2061', on(2061, 3, 4), false],
  ])('born %s: valid %s', (_when, cnp, valid) => {
    const result = validateCnp(cnp, today);
    expect(result.valid).toBe(valid);
    if (!result.valid) expect(result.reason).toBe('futureBirth');
  });
});
