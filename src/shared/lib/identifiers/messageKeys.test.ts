// @vitest-environment node
import { CURP_FAILURES, validateCurp } from './curp';
import { IDENTIFIER_MESSAGE_KEYS, identifierMessageKey } from './messageKeys';
import { validateSpanishId } from './spanishId';

describe('identifier message keys', () => {
  it('names each key identifiers.<identifier>.<reason>', () => {
    for (const [kind, keys] of Object.entries(IDENTIFIER_MESSAGE_KEYS)) {
      const entries = Object.entries(keys);
      expect(entries.length).toBeGreaterThan(0);
      for (const [reason, key] of entries) expect(key).toBe(`identifiers.${kind}.${reason}`);
    }
  });

  it('covers every failure, warning and mismatch the validators can report', () => {
    expect(Object.keys(IDENTIFIER_MESSAGE_KEYS.curp)).toEqual(
      expect.arrayContaining([...CURP_FAILURES, 'sexMismatch']),
    );
    expect(IDENTIFIER_MESSAGE_KEYS.rfc.checkDigit).toBe('identifiers.rfc.checkDigit');
    expect(IDENTIFIER_MESSAGE_KEYS.iban.nationalCheckDigit).toBe('identifiers.iban.nationalCheckDigit');
    expect(IDENTIFIER_MESSAGE_KEYS.cccd.provinceCode).toBe('identifiers.cccd.provinceCode');
    expect(Object.keys(IDENTIFIER_MESSAGE_KEYS).sort()).toEqual(
      ['cccd', 'cedula', 'clabe', 'cnp', 'curp', 'dni', 'iban', 'nie', 'nit', 'pesel', 'rfc'].sort(),
    );
  });

  it('turns a validator failure into the key a form translates', () => {
    const curp = validateCurp('BOXW310820HNERXN08');
    expect(curp.valid ? undefined : identifierMessageKey('curp', curp.reason)).toBe(
      'identifiers.curp.checkDigit',
    );
    const spanishId = validateSpanishId('X2482300T');
    expect(spanishId.valid ? undefined : identifierMessageKey(spanishId.kind, spanishId.reason)).toBe(
      'identifiers.nie.checkLetter',
    );
  });
});
