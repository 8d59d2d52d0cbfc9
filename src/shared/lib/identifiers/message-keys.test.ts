// @vitest-environment node
import { CCCD_APPLICANT_MISMATCHES, CCCD_FAILURES } from './cccd.ts';
import { CLABE_FAILURES } from './clabe.ts';
import { CNP_FAILURES } from './cnp.ts';
import { CNP_APPLICANT_MISMATCHES } from './cnp-applicant.ts';
import { CEDULA_FAILURES } from './colombian-cedula.ts';
import { CURP_FAILURES, validateCurp } from './curp.ts';
import { CURP_APPLICANT_MISMATCHES } from './curp-applicant.ts';
import { IBAN_FAILURES } from './iban.ts';
import { NIT_FAILURES } from './nit.ts';
import { PESEL_FAILURES } from './pesel.ts';
import { PESEL_APPLICANT_MISMATCHES } from './pesel-applicant.ts';
import { PHILIPPINE_ID_FAILURES } from './philippine-ids.ts';
import { POLISH_ID_CARD_FAILURES } from './polish-id-card.ts';
import { RFC_FAILURES, RFC_WARNINGS } from './rfc.ts';
import { DOMESTIC_ACCOUNT_FAILURES } from './domestic-account.ts';
import { IDENTIFIER_MESSAGE_KEYS, identifierMessageKey } from './message-keys.ts';
import { SPANISH_ID_FAILURES, validateSpanishId } from './spanish-id.ts';

describe('identifier message keys', () => {
  it('names each key identifiers.<identifier>.<reason>', () => {
    for (const [kind, keys] of Object.entries(IDENTIFIER_MESSAGE_KEYS)) {
      const entries = Object.entries(keys);
      expect(entries.length).toBeGreaterThan(0);
      for (const [reason, key] of entries) expect(key).toBe(`identifiers.${kind}.${reason}`);
    }
  });

  it('covers every failure, warning and mismatch the validators can report', () => {
    const expected: Record<keyof typeof IDENTIFIER_MESSAGE_KEYS, readonly string[]> = {
      curp: [...CURP_FAILURES, ...CURP_APPLICANT_MISMATCHES],
      rfc: [...RFC_FAILURES, ...RFC_WARNINGS],
      clabe: CLABE_FAILURES,
      pesel: [...PESEL_FAILURES, ...PESEL_APPLICANT_MISMATCHES],
      plIdCard: POLISH_ID_CARD_FAILURES,
      cnp: [...CNP_FAILURES, ...CNP_APPLICANT_MISMATCHES],
      dni: SPANISH_ID_FAILURES,
      nie: SPANISH_ID_FAILURES,
      iban: [...IBAN_FAILURES, 'nationalCheckDigit'],
      cedula: CEDULA_FAILURES,
      nit: NIT_FAILURES,
      account: DOMESTIC_ACCOUNT_FAILURES,
      cccd: [...CCCD_FAILURES, ...CCCD_APPLICANT_MISMATCHES],
      tin: PHILIPPINE_ID_FAILURES,
      phNationalId: PHILIPPINE_ID_FAILURES,
    };
    const messageKeys: Partial<Record<string, object>> = IDENTIFIER_MESSAGE_KEYS;
    for (const [kind, reasons] of Object.entries(expected)) {
      expect(Object.keys(messageKeys[kind] ?? {}).sort()).toEqual([...reasons].sort());
    }
    expect(IDENTIFIER_MESSAGE_KEYS.rfc.checkDigit).toBe('identifiers.rfc.checkDigit');
    expect(Object.keys(IDENTIFIER_MESSAGE_KEYS).sort()).toEqual(
      [
        'account',
        'cccd',
        'cedula',
        'clabe',
        'cnp',
        'curp',
        'dni',
        'iban',
        'nie',
        'nit',
        'pesel',
        'phNationalId',
        'plIdCard',
        'rfc',
        'tin',
      ].sort(),
    );
  });

  it('turns a validator failure into the key a form translates', () => {
    const curp = validateCurp('BOXW310820HNERXN08');
    expect(curp.valid ? undefined : identifierMessageKey('curp', curp.reason)).toBe(
      'identifiers.curp.checkDigit',
    );
    const spanishId = validateSpanishId('X2482300T');
    const kind = !spanishId.valid && 'kind' in spanishId ? spanishId.kind : undefined;
    expect(spanishId.valid || !kind ? undefined : identifierMessageKey(kind, spanishId.reason)).toBe(
      'identifiers.nie.checkLetter',
    );
  });
});
