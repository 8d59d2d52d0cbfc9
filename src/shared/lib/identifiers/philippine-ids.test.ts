// @vitest-environment node
import fc from 'fast-check';
import {
  formatPhilippineNationalId,
  formatTin,
  normalizePhilippineNationalId,
  normalizeTin,
  validatePhilippineNationalId,
  validateTin,
} from './philippine-ids.ts';
import { anyInput, asTyped, digits } from './test-arbitraries.ts';

describe('validateTin', () => {
  it.each([
    ['123-456-789', '123456789', undefined],
    ['123 456 789 000', '123456789000', '000'],
    ['123456789001', '123456789001', '001'],
  ])('accepts %s (no published check digit: the format only)', (typed, value, branchCode) => {
    expect(validateTin(typed)).toEqual({ valid: true, value, branchCode });
  });

  it.each([
    ['', 'length'],
    ['12345678', 'length'],
    ['1234567890', 'length'],
    ['1234567890123', 'length'],
    ['123-456-78O', 'format'],
  ])('rejects %j (%s)', (input, reason) => {
    expect(validateTin(input)).toEqual({ valid: false, reason });
  });

  const tin = fc.oneof(digits(9), digits(12));

  it('accepts every 9- or 12-digit number, however typed', () => {
    fc.assert(fc.property(tin.chain(asTyped), (typed) => validateTin(typed).valid));
  });

  it('formats as NNN-NNN-NNN(-NNN) and normalises back', () => {
    expect(formatTin('123456789000')).toBe('123-456-789-000');
    expect(formatTin('123456789')).toBe('123-456-789');
    fc.assert(fc.property(tin, (value) => normalizeTin(formatTin(value)) === value));
  });

  it('never throws', () => {
    fc.assert(fc.property(anyInput, (input) => typeof validateTin(input).valid === 'boolean'));
  });
});

describe('validatePhilippineNationalId', () => {
  it.each([
    ['1234-5678-9012-3456', '1234567890123456', 'philsys'],
    ['0111-2345678-9', '011123456789', 'umid'],
  ])('accepts %s as a %s number by its length', (typed, value, kind) => {
    expect(validatePhilippineNationalId(typed)).toEqual({ valid: true, value, kind });
  });

  it.each([
    ['', 'length'],
    ['12345678901', 'length'],
    ['12345678901234', 'length'],
    ['12345678901234567', 'length'],
    ['1234-5678-9012-345X', 'format'],
  ])('rejects %j (%s)', (input, reason) => {
    expect(validatePhilippineNationalId(input)).toEqual({ valid: false, reason });
  });

  const nationalId = fc.oneof(digits(16), digits(12));

  it('accepts every 16-digit PCN and 12-digit CRN, however typed', () => {
    fc.assert(fc.property(nationalId.chain(asTyped), (typed) => validatePhilippineNationalId(typed).valid));
  });

  it('formats a PCN in groups of four and a CRN as NNNN-NNNNNNN-N, and normalises back', () => {
    expect(formatPhilippineNationalId('1234567890123456')).toBe('1234-5678-9012-3456');
    expect(formatPhilippineNationalId('011123456789')).toBe('0111-2345678-9');
    fc.assert(
      fc.property(
        nationalId,
        (value) => normalizePhilippineNationalId(formatPhilippineNationalId(value)) === value,
      ),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(anyInput, (input) => typeof validatePhilippineNationalId(input).valid === 'boolean'),
    );
  });
});
