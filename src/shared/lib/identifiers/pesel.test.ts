// @vitest-environment node
import fc from 'fast-check';
import { buildPesel, peselCheckDigit, validatePesel, type PeselFailure } from './pesel.ts';
import { anyInput, asTyped, calendarDate, sex, singleDigitSubstitutions } from './test-arbitraries.ts';

const withCheck = (first10: string) => first10 + String(peselCheckDigit(first10));

describe('validatePesel', () => {
  it('accepts the published example and decodes date and sex', () => {
    expect(validatePesel('44051401359')).toEqual({
      valid: true,
      value: '44051401359',
      birthDate: '1944-05-14',
      sex: 'male',
    });
  });

  it.each([
    ['1800s (+80)', withCheck('0281010000'), '1802-01-01'],
    ['2000s (+20)', withCheck('0522280000'), '2005-02-28'],
    ['2100s (+40)', withCheck('0141010000'), '2101-01-01'],
    ['2200s (+60)', withCheck('0161010000'), '2201-01-01'],
  ])('reads the century from the month: %s', (_case, pesel, birthDate) => {
    // Read on a day after every one of them: births after today are refused (below).
    expect(validatePesel(pesel, new Date(2300, 0, 1))).toMatchObject({
      valid: true,
      birthDate,
      sex: 'female',
    });
  });

  it.each<[string, string, PeselFailure]>([
    ['empty', '', 'length'],
    ['10 digits', '4405140135', 'length'],
    ['12 digits', '440514013590', 'length'],
    ['a letter', '4405140135A', 'format'],
    ['encoded month 13', withCheck('4413140135'), 'date'],
    ['encoded month 00', withCheck('4400140135'), 'date'],
    ['29 February 1900', withCheck('0002290135'), 'date'],
    ['31 April', withCheck('4404310135'), 'date'],
    ['wrong check digit', '44051401358', 'checkDigit'],
  ])('rejects %s', (_case, input, reason) => {
    expect(validatePesel(input)).toEqual({ valid: false, reason });
  });

  const peselParts = fc.record({
    birthDate: calendarDate(1800, 2025),
    serial: fc.integer({ min: 0, max: 9999 }),
    sex,
  });

  it('accepts every generated PESEL and decodes its date and sex', () => {
    fc.assert(
      fc.property(peselParts, (parts) => {
        const result = validatePesel(buildPesel(parts));
        expect(result).toMatchObject({ valid: true, sex: parts.sex });
        expect(result.valid && result.birthDate.startsWith(String(parts.birthDate.year))).toBe(true);
      }),
    );
  });

  it('accepts generated PESELs however typed', () => {
    fc.assert(fc.property(peselParts.map(buildPesel).chain(asTyped), (typed) => validatePesel(typed).valid));
  });

  it('rejects every single-digit substitution of a valid PESEL', () => {
    fc.assert(
      fc.property(peselParts.map(buildPesel), (value) =>
        singleDigitSubstitutions(value).every((variant) => !validatePesel(variant).valid),
      ),
      { numRuns: 50 },
    );
  });

  it('never throws', () => {
    fc.assert(fc.property(anyInput, (input) => typeof validatePesel(input).valid === 'boolean'));
  });
});

describe('a PESEL born after today', () => {
  const today = new Date(2026, 10, 27, 12);
  const on = (year: number, month: number, day: number) =>
    buildPesel({ birthDate: { year, month, day }, serial: 1234, sex: 'female' });

  it.each([
    ['tomorrow', on(2026, 11, 28), false],
    ['today', on(2026, 11, 27), true],
    ['yesterday', on(2026, 11, 26), true],
    ['in 2061', on(2061, 3, 4), false],
    ['in 1990', on(1990, 8, 20), true],
  ])('born %s: valid %s', (_when, pesel, valid) => {
    const result = validatePesel(pesel, today);
    expect(result.valid).toBe(valid);
    if (!result.valid) expect(result.reason).toBe('futureBirth');
  });

  it('is refused for any birth date after today, and only for those', () => {
    fc.assert(
      fc.property(calendarDate(1800, 2299), sex, (birthDate, applicantSex) => {
        const pesel = buildPesel({ birthDate, serial: 42, sex: applicantSex });
        const iso = `${birthDate.year}-${String(birthDate.month).padStart(2, '0')}-${String(birthDate.day).padStart(2, '0')}`;
        return validatePesel(pesel, today).valid === iso <= '2026-11-27';
      }),
    );
  });
});
