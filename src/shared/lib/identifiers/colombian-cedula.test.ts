// @vitest-environment node
import fc from 'fast-check';
import { formatCedula, normalizeCedula, validateCedula, type CedulaFailure } from './colombian-cedula.ts';
import { anyInput, asTyped, digits } from './test-arbitraries.ts';

describe('validateCedula', () => {
  it.each([
    ['123456', '123456'],
    ['1.020.304.050', '1020304050'],
    [' 79 123 456 ', '79123456'],
  ])('accepts %s', (input, value) => {
    expect(validateCedula(input)).toEqual({ valid: true, value });
  });

  it('applies no check digit: every number of an allowed length is accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 10 }).chain(digits).chain(asTyped),
        (typed) => validateCedula(typed).valid,
      ),
    );
  });

  it.each<[string, string, CedulaFailure]>([
    ['empty', '', 'length'],
    ['5 digits', '12345', 'length'],
    ['11 digits', '12345678901', 'length'],
    ['a letter', '1234567A', 'format'],
    ['a comma', '1,234,567', 'format'],
  ])('rejects %s', (_case, input, reason) => {
    expect(validateCedula(input)).toEqual({ valid: false, reason });
  });

  it('formats with thousands dots and normalises back', () => {
    expect(formatCedula('1020304050')).toBe('1.020.304.050');
    expect(formatCedula('123456')).toBe('123.456');
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 10 }).chain(digits),
        (value) => normalizeCedula(formatCedula(value)) === value,
      ),
    );
  });

  it('never throws', () => {
    fc.assert(fc.property(anyInput, (input) => typeof validateCedula(input).valid === 'boolean'));
  });
});
