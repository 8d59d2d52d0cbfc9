// @vitest-environment node
import fc from 'fast-check';
import { buildGermanIban, validateGermanIban } from './german-iban.ts';
import { buildIban, formatIban, mod97, normalizeIban, validateIban, type IbanFailure } from './iban.ts';
import { buildSpanishIban, validateSpanishIban } from './spanish-iban.ts';
import { anyInput, asTyped, digits, singleDigitSubstitutions, stringOf } from './test-arbitraries.ts';

describe('validateIban', () => {
  it.each([
    ['DE89370400440532013000', 'DE'],
    ['ES9121000418450200051332', 'ES'],
    ['PL61109010140000071219812874', 'PL'],
    ['RO49AAAA1B31007593840000', 'RO'],
    ['FR1420041010050500013M02606', 'FR'],
  ])('accepts %s', (iban, countryCode) => {
    expect(validateIban(iban)).toMatchObject({ valid: true, value: iban, countryCode, bban: iban.slice(4) });
  });

  it('accepts what people paste from statements', () => {
    expect(validateIban(' IBAN de89 3704 0044 0532 0130 00 ')).toMatchObject({
      valid: true,
      value: 'DE89370400440532013000',
    });
  });

  it.each<[string, string, IbanFailure]>([
    ['empty', '', 'length'],
    ['three characters', 'DE8', 'length'],
    ['a symbol', 'DE89370400440532013000!', 'format'],
    ['digits where the country goes', '0089370400440532013000', 'format'],
    ['a country without IBAN', 'MX89370400440532013000', 'country'],
    ['DE with 21 characters', 'DE8937040044053201300', 'length'],
    ['ES with 25 characters', 'ES91210004184502000513320', 'length'],
    ['letters in check digits', 'DEAB370400440532013000', 'format'],
    ['letters in a German BBAN', 'DE89370400440532013ABC', 'format'],
    ['wrong check digits', 'DE88370400440532013000', 'checkDigit'],
    ['a transposition', 'DE89370400440532031000', 'checkDigit'],
  ])('rejects %s', (_case, input, reason) => {
    expect(validateIban(input)).toEqual({ valid: false, reason });
  });

  it('computes mod 97 of long numbers without losing precision', () => {
    // 10^30 is far beyond Number.MAX_SAFE_INTEGER; BigInt gives the reference remainder.
    expect(mod97(`1${'0'.repeat(30)}`)).toBe(Number(10n ** 30n % 97n));
    expect(mod97('A')).toBe(10);
  });

  const anyIban = fc.oneof(
    digits(18).map((bban) => buildIban('DE', bban)),
    digits(20).map((bban) => buildIban('ES', bban)),
    digits(24).map((bban) => buildIban('PL', bban)),
    fc
      .tuple(stringOf('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 4), stringOf('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 16))
      .map(([bank, account]) => buildIban('RO', bank + account)),
  );

  it('accepts every generated IBAN, however typed', () => {
    fc.assert(fc.property(anyIban.chain(asTyped), (typed) => validateIban(typed).valid));
  });

  it('rejects every single-digit substitution of a valid IBAN', () => {
    fc.assert(
      fc.property(anyIban, (value) =>
        singleDigitSubstitutions(value).every((variant) => !validateIban(variant).valid),
      ),
      { numRuns: 30 },
    );
  });

  it('formats in groups of four and normalises back to the compact form', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    fc.assert(fc.property(anyIban, (value) => normalizeIban(formatIban(value)) === value));
  });

  it('never throws', () => {
    fc.assert(
      fc.property(anyInput, (input) =>
        [validateIban, validateGermanIban, validateSpanishIban].every(
          (v) => typeof v(input).valid === 'boolean',
        ),
      ),
    );
  });
});

describe('validateGermanIban', () => {
  it('decodes the published example into bank code and account', () => {
    expect(validateGermanIban('DE89 3704 0044 0532 0130 00')).toEqual({
      valid: true,
      value: 'DE89370400440532013000',
      bankCode: '37040044',
      accountNumber: '0532013000',
    });
  });

  it('rebuilds the published example from its parts', () => {
    expect(buildGermanIban('37040044', '532013000')).toBe('DE89370400440532013000');
  });

  it('rejects a valid IBAN of another country', () => {
    expect(validateGermanIban('ES9121000418450200051332')).toEqual({ valid: false, reason: 'country' });
  });
});

describe('validateSpanishIban', () => {
  it('decodes a Spanish IBAN into its CCC parts', () => {
    expect(validateSpanishIban('ES91 2100 0418 4502 0005 1332')).toEqual({
      valid: true,
      value: 'ES9121000418450200051332',
      bankCode: '2100',
      branchCode: '0418',
      nationalCheckDigits: '45',
      accountNumber: '0200051332',
    });
  });

  it('rejects an IBAN whose mod 97 holds but whose national check digits do not', () => {
    const forged = buildIban('ES', '21000418990200051332');
    expect(validateIban(forged).valid).toBe(true);
    expect(validateSpanishIban(forged)).toEqual({ valid: false, reason: 'nationalCheckDigit' });
  });

  it('rejects a valid IBAN of another country', () => {
    expect(validateSpanishIban('DE89370400440532013000')).toEqual({ valid: false, reason: 'country' });
  });

  it('accepts every generated Spanish IBAN', () => {
    fc.assert(
      fc.property(digits(4), digits(4), digits(10), (bank, branch, account) => {
        expect(validateSpanishIban(buildSpanishIban(bank, branch, account))).toMatchObject({
          valid: true,
          bankCode: bank,
          branchCode: branch,
          accountNumber: account,
        });
      }),
    );
  });
});
