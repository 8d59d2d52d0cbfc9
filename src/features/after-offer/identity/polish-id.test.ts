import fc from 'fast-check';
import { buildIban } from '#shared/lib/identifiers/index.ts';
import { normalizePolishAccount, validatePolishAccount } from './polish-id.ts';

describe('the Polish account', () => {
  const IBAN = 'PL61109010140000071219812874';

  it.each([
    [IBAN, IBAN],
    ['61109010140000071219812874', IBAN],
    ['61 1090 1014 0000 0712 1981 2874', IBAN],
    ['pl61 1090 1014 0000 0712 1981 2874', IBAN],
    ['IBAN PL61 1090 1014 0000 0712 1981 2874', IBAN],
  ])('%j is sent as %j', (typed, sent) => {
    expect(normalizePolishAccount(typed)).toBe(sent);
    expect(validatePolishAccount(typed).valid).toBe(true);
  });

  it.each([
    ['61109010140000071219812875', 'checkDigit'],
    ['6110901014000007121981287', 'format'],
    ['DE89370400440532013000', 'country'],
    ['PL611090101400000712198128', 'length'],
  ])('%j is refused: %s', (typed, reason) => {
    expect(validatePolishAccount(typed)).toEqual({ valid: false, reason });
  });

  it('accepts every generated Polish IBAN, with or without PL', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 24, maxLength: 24 }),
        (bban) => {
          const iban = buildIban('PL', bban);
          expect(validatePolishAccount(iban).valid).toBe(true);
          expect(normalizePolishAccount(iban.slice(2))).toBe(iban);
        },
      ),
    );
  });
});
