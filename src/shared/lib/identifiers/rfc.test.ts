// @vitest-environment node
import fc from 'fast-check';
import { buildRfc, rfcCheckCharacter, validateRfc, type RfcFailure } from './rfc.ts';
import { anyInput, asTyped, calendarDate, stringOf } from './test-arbitraries.ts';

const withCheck = (first12: string) => first12 + rfcCheckCharacter(first12);

describe('validateRfc', () => {
  it('accepts an RFC with a correct check digit, without warnings', () => {
    expect(validateRfc('GODE561231GR8')).toEqual({
      valid: true,
      value: 'GODE561231GR8',
      warnings: [],
      birthYearTwoDigits: 56,
      birthMonth: 12,
      birthDay: 31,
    });
  });

  it('accepts Ñ and & in the initials', () => {
    expect(validateRfc(withCheck('ÑA&O800101AB'))).toMatchObject({ valid: true, warnings: [] });
    expect(validateRfc(withCheck('ÑAÑO800101AB').toLowerCase())).toMatchObject({ valid: true, warnings: [] });
  });

  it('warns, without failing, when the check digit is wrong (SAT issued some that way)', () => {
    expect(validateRfc('GODE561231GR9')).toMatchObject({
      valid: true,
      value: 'GODE561231GR9',
      warnings: ['checkDigit'],
    });
    // SAT's own generic RFC for the public is one of them.
    expect(validateRfc('XAXX010101000')).toMatchObject({ valid: true, warnings: ['checkDigit'] });
  });

  it('accepts 29 February of a year that is a leap year in either century', () => {
    expect(validateRfc(withCheck('GODE000229GR'))).toMatchObject({
      valid: true,
      birthMonth: 2,
      birthDay: 29,
    });
  });

  it.each<[string, string, RfcFailure]>([
    ['empty', '', 'length'],
    ['a legal-entity RFC (12)', 'ABC680524P76', 'length'],
    ['14 characters', 'GODE561231GR80', 'length'],
    ['a symbol', 'GODE561231GR#', 'format'],
    ['digit among the initials', 'G0DE561231GR8', 'format'],
    ['letter in the date', 'GODE56123AGR8', 'format'],
    ['month 13', withCheck('GODE561331GR'), 'date'],
    ['30 February', withCheck('GODE560230GR'), 'date'],
    ['29 February of 1901/2001', withCheck('GODE010229GR'), 'date'],
  ])('rejects %s', (_case, input, reason) => {
    expect(validateRfc(input)).toEqual({ valid: false, reason });
  });

  const rfcParts = fc.record({
    initials: stringOf('ABCDEFGHIJKLMNÑOPQRSTUVWXYZ&', 4),
    birthDate: calendarDate(1900, 2099),
    homoclave: stringOf('123456789ABCDEFGHIJKLMNPQRSTUVWXYZ', 2),
  });

  it('accepts every generated RFC without warnings, however typed', () => {
    fc.assert(
      fc.property(
        rfcParts.chain((parts) => asTyped(buildRfc(parts))),
        (typed) => {
          expect(validateRfc(typed)).toMatchObject({ valid: true, warnings: [] });
        },
      ),
    );
  });

  it('never throws', () => {
    fc.assert(fc.property(anyInput, (input) => typeof validateRfc(input).valid === 'boolean'));
  });
});
