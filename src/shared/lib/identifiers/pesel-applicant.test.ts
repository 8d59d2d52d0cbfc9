// @vitest-environment node
import fc from 'fast-check';
import { toIsoDate } from './calendar.ts';
import { buildPesel } from './pesel.ts';
import { checkPeselAgainstApplicant, type PeselApplicantMismatch } from './pesel-applicant.ts';
import type { ApplicantFacts } from './result.ts';
import { calendarDate, sex } from './test-arbitraries.ts';

describe('checkPeselAgainstApplicant', () => {
  // 44051401359: born 14 May 1944, 10th digit 5, a man (../shared/MARKETS.md).
  it.each<[string, ApplicantFacts, PeselApplicantMismatch[]]>([
    ['the matching date and sex', { birthDate: '1944-05-14', sex: 'male' }, []],
    ['another sex', { birthDate: '1944-05-14', sex: 'female' }, ['sexMismatch']],
    ['another day', { birthDate: '1944-05-15', sex: 'male' }, ['birthDateMismatch']],
    ['another century (2044)', { birthDate: '2044-05-14', sex: 'male' }, ['centuryMismatch']],
    [
      'another date and sex',
      { birthDate: '1990-01-01', sex: 'female' },
      ['birthDateMismatch', 'sexMismatch'],
    ],
  ])('with %s', (_case, applicant, mismatches) => {
    expect(checkPeselAgainstApplicant('44051401359', applicant)).toEqual(
      mismatches.length === 0 ? { consistent: true } : { consistent: false, mismatches },
    );
  });

  it('reports an invalid PESEL instead of comparing it', () => {
    expect(checkPeselAgainstApplicant('44051401358', { birthDate: '1944-05-14', sex: 'male' })).toEqual({
      consistent: false,
      mismatches: ['invalidPesel'],
    });
  });

  const person = fc.record({
    birthDate: calendarDate(1800, 2025),
    sex,
    serial: fc.integer({ min: 0, max: 9999 }),
  });

  it("is consistent with the date and sex a generated PESEL was built from, and only with the holder's sex", () => {
    fc.assert(
      fc.property(person, (parts) => {
        const pesel = buildPesel(parts);
        const birthDate = toIsoDate(parts.birthDate);
        expect(checkPeselAgainstApplicant(pesel, { birthDate, sex: parts.sex })).toEqual({
          consistent: true,
        });
        const otherSex = parts.sex === 'male' ? 'female' : 'male';
        expect(checkPeselAgainstApplicant(pesel, { birthDate, sex: otherSex })).toEqual({
          consistent: false,
          mismatches: ['sexMismatch'],
        });
      }),
    );
  });

  it('finds a birth a century away, the same day and month, as a century mismatch', () => {
    fc.assert(
      fc.property(person, (parts) => {
        const pesel = buildPesel(parts);
        const shifted = toIsoDate({ ...parts.birthDate, year: parts.birthDate.year + 100 });
        expect(checkPeselAgainstApplicant(pesel, { birthDate: shifted, sex: parts.sex })).toEqual({
          consistent: false,
          mismatches: ['centuryMismatch'],
        });
      }),
    );
  });
});
