// @vitest-environment node
import fc from 'fast-check';
import { buildCccd, checkCccdAgainstApplicant, validateCccd, type CccdFailure } from './cccd.ts';
import { anyInput, asTyped, sex } from './test-arbitraries.ts';
import { VIETNAM_PROVINCES } from './vietnam-provinces.ts';

describe('validateCccd', () => {
  it('decodes province, sex and year of birth', () => {
    expect(validateCccd('001 0 85 012345')).toEqual({
      valid: true,
      value: '001085012345',
      provinceCode: '001',
      provinceName: 'Hà Nội',
      sex: 'male',
      birthYear: 1985,
    });
    expect(validateCccd('079303123456')).toMatchObject({
      valid: true,
      provinceName: 'Hồ Chí Minh',
      sex: 'female',
      birthYear: 2003,
    });
  });

  it('knows the 63 published province codes, 001 to 096 with gaps', () => {
    const codes = Object.keys(VIETNAM_PROVINCES);
    expect(codes).toHaveLength(63);
    expect(codes.every((code) => /^0\d\d$/.test(code) && Number(code) >= 1 && Number(code) <= 96)).toBe(true);
    expect(codes).not.toContain('003');
  });

  it.each<[string, string, CccdFailure]>([
    ['empty', '', 'length'],
    ['11 digits', '00108501234', 'length'],
    ['13 digits', '0010850123456', 'length'],
    ['a letter', '00108501234A', 'format'],
    ['province 000', '000085012345', 'provinceCode'],
    ['province 003 (a gap)', '003085012345', 'provinceCode'],
    ['province 097', '097085012345', 'provinceCode'],
    ['born in the 2100s', '001485012345', 'centurySex'],
  ])('rejects %s', (_case, input, reason) => {
    expect(validateCccd(input)).toEqual({ valid: false, reason });
  });

  const cccdParts = fc.record({
    provinceCode: fc.constantFrom(...Object.keys(VIETNAM_PROVINCES)),
    sex,
    birthYear: fc.integer({ min: 1900, max: 2099 }),
    serial: fc.integer({ min: 0, max: 999_999 }),
  });

  it('accepts every generated number, however typed, and decodes it back', () => {
    fc.assert(
      fc.property(cccdParts, (parts) => {
        expect(validateCccd(buildCccd(parts))).toMatchObject({
          valid: true,
          sex: parts.sex,
          birthYear: parts.birthYear,
        });
      }),
    );
    fc.assert(fc.property(cccdParts.map(buildCccd).chain(asTyped), (typed) => validateCccd(typed).valid));
  });

  it('never throws', () => {
    fc.assert(fc.property(anyInput, (input) => typeof validateCccd(input).valid === 'boolean'));
  });
});

describe('checkCccdAgainstApplicant', () => {
  it('is consistent with the matching year and sex', () => {
    expect(checkCccdAgainstApplicant('001085012345', { birthDate: '1985-07-01', sex: 'male' })).toEqual({
      consistent: true,
    });
  });

  it.each([
    ['another year', { birthDate: '1986-07-01', sex: 'male' as const }, ['birthYearMismatch']],
    ['the same YY a century later', { birthDate: '2085-07-01', sex: 'male' as const }, ['centuryMismatch']],
    ['a woman', { birthDate: '1985-07-01', sex: 'female' as const }, ['sexMismatch']],
    ['an impossible date', { birthDate: '1985-02-30', sex: 'male' as const }, ['birthYearMismatch']],
  ])('reports %s', (_case, applicant, mismatches) => {
    expect(checkCccdAgainstApplicant('001085012345', applicant)).toEqual({ consistent: false, mismatches });
  });

  it('never throws, whatever the number and date', () => {
    fc.assert(
      fc.property(anyInput, anyInput, sex, (cccd, birthDate, applicantSex) => {
        expect(typeof checkCccdAgainstApplicant(cccd, { birthDate, sex: applicantSex }).consistent).toBe(
          'boolean',
        );
      }),
    );
  });

  it('reports an invalid number instead of comparing it', () => {
    expect(checkCccdAgainstApplicant('003085012345', { birthDate: '1985-07-01', sex: 'male' })).toEqual({
      consistent: false,
      mismatches: ['invalidCccd'],
    });
  });
});
