// @vitest-environment node
import fc from 'fast-check';
import { buildClabe, formatClabe, normalizeClabe, validateClabe, type ClabeFailure } from './clabe.ts';
import { anyInput, asTyped, digits, singleDigitSubstitutions } from './test-arbitraries.ts';

describe('validateClabe', () => {
  it.each(['002010077777777771', '032180000118359719'])('accepts the published example %s', (clabe) => {
    expect(validateClabe(clabe)).toMatchObject({ valid: true, value: clabe });
  });

  it('decodes bank, branch and account, naming major banks', () => {
    expect(validateClabe('002 010 07777777777 1')).toEqual({
      valid: true,
      value: '002010077777777771',
      bankCode: '002',
      branchCode: '010',
      accountNumber: '07777777777',
      bankName: 'Banamex',
    });
  });

  it('accepts a valid CLABE whose bank is not in the short list, without a name', () => {
    expect(validateClabe('032180000118359719')).toMatchObject({
      valid: true,
      bankCode: '032',
      bankName: undefined,
    });
  });

  it.each<[string, string, ClabeFailure]>([
    ['empty', '', 'length'],
    ['17 digits', '00201007777777777', 'length'],
    ['19 digits', '0020100777777777710', 'length'],
    ['a letter', '00201007777777777A', 'format'],
    ['wrong check digit', '002010077777777772', 'checkDigit'],
  ])('rejects %s', (_case, input, reason) => {
    expect(validateClabe(input)).toEqual({ valid: false, reason });
  });

  const clabe = digits(17).map(buildClabe);

  it('accepts every generated CLABE, however typed', () => {
    fc.assert(fc.property(clabe.chain(asTyped), (typed) => validateClabe(typed).valid));
  });

  it('rejects every single-digit substitution of a valid CLABE', () => {
    fc.assert(
      fc.property(clabe, (value) =>
        singleDigitSubstitutions(value).every((variant) => !validateClabe(variant).valid),
      ),
      { numRuns: 50 },
    );
  });

  it('formats as 3-3-11-1 and normalises back to the compact form', () => {
    expect(formatClabe('002010077777777771')).toBe('002 010 07777777777 1');
    fc.assert(fc.property(clabe, (value) => normalizeClabe(formatClabe(value)) === value));
  });

  it('never throws', () => {
    fc.assert(fc.property(anyInput, (input) => typeof validateClabe(input).valid === 'boolean'));
  });
});
