// @vitest-environment node
import fc from 'fast-check';
import { toIsoDate } from './calendar.ts';
import { buildCnp, cnpCheckDigit } from './cnp.ts';
import { checkCnpAgainstApplicant, type CnpApplicantMismatch } from './cnp-applicant.ts';
import type { ApplicantFacts } from './result.ts';
import { calendarDate, sex } from './test-arbitraries.ts';

const withCheck = (first12: string) => first12 + String(cnpCheckDigit(first12));

describe('checkCnpAgainstApplicant', () => {
  // 1630615123457: a man born 15 June 1963 (../shared/MARKETS.md).
  it.each<[string, ApplicantFacts, CnpApplicantMismatch[]]>([
    ['the matching date and sex', { birthDate: '1963-06-15', sex: 'male' }, []],
    ['another sex', { birthDate: '1963-06-15', sex: 'female' }, ['sexMismatch']],
    ['another day', { birthDate: '1963-06-16', sex: 'male' }, ['birthDateMismatch']],
    ['another century', { birthDate: '2063-06-15', sex: 'male' }, ['birthDateMismatch']],
  ])('with %s', (_case, applicant, mismatches) => {
    expect(checkCnpAgainstApplicant('1630615123457', applicant)).toEqual(
      mismatches.length === 0 ? { consistent: true } : { consistent: false, mismatches },
    );
  });

  it("compares a resident's day, month and two-digit year only, and a foreigner's sex not at all", () => {
    const resident = withCheck('763061512345'); // S = 7: a male resident, no century.
    expect(checkCnpAgainstApplicant(resident, { birthDate: '1963-06-15', sex: 'male' })).toEqual({
      consistent: true,
    });
    expect(checkCnpAgainstApplicant(resident, { birthDate: '2063-06-15', sex: 'female' })).toEqual({
      consistent: false,
      mismatches: ['sexMismatch'],
    });
    const foreigner = withCheck('963061512345');
    expect(checkCnpAgainstApplicant(foreigner, { birthDate: '1963-06-15', sex: 'female' })).toEqual({
      consistent: true,
    });
  });

  it('reports an invalid CNP instead of comparing it', () => {
    expect(checkCnpAgainstApplicant('1630615123458', { birthDate: '1963-06-15', sex: 'male' })).toEqual({
      consistent: false,
      mismatches: ['invalidCnp'],
    });
  });

  it('is consistent with the date and sex a generated CNP was built from', () => {
    const parts = fc.record({
      birthDate: calendarDate(1800, 2025),
      sex,
      countyCode: fc.constantFrom('01', '12', '40', '46', '51', '52'),
      serial: fc.integer({ min: 1, max: 999 }),
    });
    fc.assert(
      fc.property(parts, (person) => {
        const applicant = { birthDate: toIsoDate(person.birthDate), sex: person.sex };
        expect(checkCnpAgainstApplicant(buildCnp(person), applicant)).toEqual({ consistent: true });
      }),
    );
  });
});
