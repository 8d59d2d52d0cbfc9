// @vitest-environment node
import fc from 'fast-check';
import { buildCurp, CURP_STATE_CODES, curpCheckDigit, validateCurp, type CurpFailure } from './curp.ts';
import { checkCurpAgainstApplicant } from './curp-applicant.ts';
import { anyInput, asTyped, calendarDate, sex, stringOf } from './test-arbitraries.ts';

const withCheckDigit = (first17: string) => first17 + String(curpCheckDigit(first17));

describe('validateCurp', () => {
  it('accepts the published example and decodes it', () => {
    expect(validateCurp('BOXW310820HNERXN09')).toEqual({
      valid: true,
      value: 'BOXW310820HNERXN09',
      birthDate: '1931-08-20',
      sex: 'male',
      stateCode: 'NE',
      bornAbroad: true,
    });
  });

  it('accepts what people type: lowercase, spaces, hyphens', () => {
    expect(validateCurp('  boxw-310820 hnerxn09 ')).toMatchObject({
      valid: true,
      value: 'BOXW310820HNERXN09',
    });
  });

  it('reads the 17th character as the century: digit before 2000, letter from 2000 on', () => {
    // 29 February 1900 did not exist; 29 February 2000 did.
    expect(validateCurp(withCheckDigit('BOXW000229HDFRXN0'))).toEqual({ valid: false, reason: 'date' });
    expect(validateCurp(withCheckDigit('BOXW000229HDFRXNA'))).toMatchObject({
      valid: true,
      birthDate: '2000-02-29',
    });
    expect(validateCurp(withCheckDigit('BOXW050101MDFRXNA'))).toMatchObject({
      birthDate: '2005-01-01',
      sex: 'female',
    });
  });

  it.each<[string, string, CurpFailure]>([
    ['empty', '', 'length'],
    ['17 characters', 'BOXW310820HNERXN0', 'length'],
    ['19 characters', 'BOXW310820HNERXN090', 'length'],
    ['punctuation', 'BOXW310820HNERXN0!', 'format'],
    ['digit among the initials', withCheckDigit('B0XW310820HNERXN0'), 'format'],
    ['letter in the date', withCheckDigit('BOXW3108A0HNERXN0'), 'format'],
    ['vowel where a consonant goes', withCheckDigit('BOXW310820HNEAXN0'), 'format'],
    ['check character not a digit', 'BOXW310820HNERXN0A', 'format'],
    ['month 13', withCheckDigit('BOXW311320HNERXN0'), 'date'],
    ['31 April', withCheckDigit('BOXW310431HNERXN0'), 'date'],
    ['day 00', withCheckDigit('BOXW310800HNERXN0'), 'date'],
    ['sex X', withCheckDigit('BOXW310820XNERXN0'), 'sex'],
    ['unknown state ZZ', withCheckDigit('BOXW310820HZZRXN0'), 'stateCode'],
    ['wrong check digit', 'BOXW310820HNERXN08', 'checkDigit'],
  ])('rejects %s', (_case, input, reason) => {
    expect(validateCurp(input)).toEqual({ valid: false, reason });
  });

  const curpParts = fc.record({
    initials: stringOf('ABCDEFGHIJKLMNÑOPQRSTUVWXYZ', 4),
    birthDate: calendarDate(1900, 2099),
    sex,
    stateCode: fc.constantFrom(...CURP_STATE_CODES),
    consonants: stringOf('BCDFGHJKLMNÑPQRSTVWXYZ', 3),
    homonym: fc.integer({ min: 0, max: 9 }),
  });

  it('accepts every generated CURP and decodes its parts back', () => {
    fc.assert(
      fc.property(curpParts, (parts) => {
        const result = validateCurp(buildCurp(parts));
        expect(result).toMatchObject({ valid: true, sex: parts.sex, stateCode: parts.stateCode });
      }),
    );
  });

  it('accepts generated CURPs however they are typed', () => {
    fc.assert(
      fc.property(
        curpParts.chain((parts) => asTyped(buildCurp(parts))),
        (typed) => validateCurp(typed).valid,
      ),
    );
  });

  it('never throws and always answers valid or a reason', () => {
    fc.assert(fc.property(anyInput, (input) => typeof validateCurp(input).valid === 'boolean'));
  });
});

describe('checkCurpAgainstApplicant', () => {
  it('is consistent with the matching date of birth and sex', () => {
    expect(checkCurpAgainstApplicant('BOXW310820HNERXN09', { birthDate: '1931-08-20', sex: 'male' })).toEqual(
      {
        consistent: true,
      },
    );
  });

  it.each([
    ['another date', { birthDate: '1931-08-21', sex: 'male' as const }, ['birthDateMismatch']],
    [
      'same YYMMDD in 2031 (digit means before 2000)',
      { birthDate: '2031-08-20', sex: 'male' as const },
      ['centuryMismatch'],
    ],
    ['a woman', { birthDate: '1931-08-20', sex: 'female' as const }, ['sexMismatch']],
    ['no date at all', { birthDate: '', sex: 'female' as const }, ['birthDateMismatch', 'sexMismatch']],
  ])('reports %s', (_case, applicant, mismatches) => {
    expect(checkCurpAgainstApplicant('BOXW310820HNERXN09', applicant)).toEqual({
      consistent: false,
      mismatches,
    });
  });

  it('never throws, whatever the CURP and date', () => {
    fc.assert(
      fc.property(anyInput, anyInput, sex, (curp, birthDate, applicantSex) => {
        expect(typeof checkCurpAgainstApplicant(curp, { birthDate, sex: applicantSex }).consistent).toBe(
          'boolean',
        );
      }),
    );
  });

  it('reports an invalid CURP instead of comparing it', () => {
    expect(checkCurpAgainstApplicant('BOXW310820HNERXN08', { birthDate: '1931-08-20', sex: 'male' })).toEqual(
      {
        consistent: false,
        mismatches: ['invalidCurp'],
      },
    );
  });
});
