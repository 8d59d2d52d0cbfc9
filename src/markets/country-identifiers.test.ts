// @vitest-environment node
/**
 * Each country's identifier rules (country-identifiers.ts) with generated values: what the library builds is accepted
 * by the rule the forms read (its shape and its full check), where the algorithm guarantees it every single-digit
 * change is refused, and every reason a rule can give has a message key.
 */
import fc from 'fast-check';
import {
  buildCccd,
  buildClabe,
  buildCnp,
  buildCurp,
  buildDni,
  buildIban,
  buildNie,
  buildNit,
  buildPesel,
  buildPolishIdCard,
  buildRfc,
  CURP_STATE_CODES,
  IBAN_LENGTHS,
  BBAN_PATTERNS,
  IDENTIFIER_MESSAGE_KEYS,
} from '#shared/lib/identifiers/index.ts';
import { VIETNAM_PROVINCES } from '#shared/lib/identifiers/vietnam-provinces.ts';
import {
  calendarDate,
  digits,
  sex,
  singleDigitSubstitutions,
  stringOf,
} from '#shared/lib/identifiers/test-arbitraries.ts';
import { identifiersOf, type IdentifierSlot } from './country-identifiers.ts';
import { COUNTRIES, type Country } from './matrix.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const curp = fc
  .record({
    initials: stringOf(`${LETTERS}Ñ`, 4),
    birthDate: calendarDate(1900, 2099),
    sex,
    stateCode: fc.constantFrom(...CURP_STATE_CODES),
    consonants: stringOf('BCDFGHJKLMNÑPQRSTVWXYZ', 3),
    homonym: fc.integer({ min: 0, max: 9 }),
  })
  .map(buildCurp);
const rfc = fc
  .record({
    initials: stringOf(`${LETTERS}Ñ&`, 4),
    birthDate: calendarDate(1900, 2099),
    homoclave: stringOf('123456789ABCDEFGHIJKLMNPQRSTUVWXYZ', 2),
  })
  .map(buildRfc);
const clabe = digits(17).map(buildClabe);
const iban = (country: string, bban: fc.Arbitrary<string>) => bban.map((value) => buildIban(country, value));
const spanishId = fc.oneof(
  fc.integer({ min: 0, max: 99_999_999 }).map(buildDni),
  fc
    .tuple(fc.constantFrom('X' as const, 'Y' as const, 'Z' as const), fc.integer({ min: 0, max: 9_999_999 }))
    .map(([prefix, number]) => buildNie(prefix, number)),
);
const pesel = fc
  // Born by the end of 2025: a birth after today is refused (issue 32 item 9).
  .record({ birthDate: calendarDate(1800, 2025), serial: fc.integer({ min: 0, max: 9999 }), sex })
  .map(buildPesel);
const polishIdCard = fc
  .tuple(stringOf(LETTERS, 3), fc.integer({ min: 0, max: 99_999 }))
  .map(([series, number]) => buildPolishIdCard(series, number));
const cnp = fc
  .record({
    birthDate: calendarDate(1800, 2025),
    sex,
    countyCode: fc.integer({ min: 1, max: 46 }).map((n) => String(n).padStart(2, '0')),
    serial: fc.integer({ min: 1, max: 999 }),
  })
  .map(buildCnp);
/** A domestic account number of min to max digits (no check digit: each bank numbers its own). */
const digitsBetween = (min: number, max: number) => fc.integer({ min, max }).chain(digits);
const cedula = fc.integer({ min: 6, max: 10 }).chain(digits);
const nit = fc.integer({ min: 6, max: 15 }).chain(digits).map(buildNit);
const cccd = fc
  .record({
    provinceCode: fc.constantFrom(...Object.keys(VIETNAM_PROVINCES)),
    sex,
    birthYear: fc.integer({ min: 1900, max: 2099 }),
    serial: fc.integer({ min: 0, max: 999_999 }),
  })
  .map(buildCccd);

/** A generator of valid values for every slot each country fills (the test below checks none is missing). */
const GENERATED: Record<Country, Partial<Record<IdentifierSlot, fc.Arbitrary<string>>>> = {
  mx: { personalCode: curp, iban: clabe, taxRegistryCode: rfc, taxIdentificationNumber: rfc },
  es: { personalCode: spanishId, iban: iban('ES', digits(20)) },
  pl: { personalCode: pesel, idCardNumber: polishIdCard, iban: iban('PL', digits(24)) },
  ro: {
    personalCode: cnp,
    iban: iban(
      'RO',
      fc
        .tuple(stringOf(LETTERS, 4), stringOf(`0123456789${LETTERS}`, 16))
        .map(([bank, account]) => bank + account),
    ),
  },
  co: { personalCode: cedula, taxIdentificationNumber: nit, iban: digitsBetween(8, 20) },
  vn: { personalCode: cccd, iban: digitsBetween(6, 19) },
  de: { iban: iban('DE', digits(18)) },
  ph: {
    personalCode: fc.oneof(digits(16), digits(12)),
    taxIdentificationNumber: fc.oneof(digits(9), digits(12)),
    iban: digitsBetween(10, 16),
  },
};

/** Where the check digit catches every single mistyped digit (../shared/MARKETS.md "Property tests worth writing"). */
const GUARANTEED: readonly string[] = ['pesel', 'plIdCard', 'dni', 'iban', 'clabe'];

const cases = COUNTRIES.flatMap((country) =>
  Object.entries(identifiersOf(country)).map(([slot, rule]) => ({ country, slot, rule })),
);

describe('country identifier rules', () => {
  it.each(COUNTRIES)('%s: every slot it fills has a generator here', (country) => {
    expect(Object.keys(GENERATED[country]).sort()).toEqual(Object.keys(identifiersOf(country)).sort());
  });

  it.each(cases)('$country $slot ($rule.kind): generated values pass its shape and its full check', (c) => {
    const generators: Partial<Record<string, fc.Arbitrary<string>>> = GENERATED[c.country];
    const generated = generators[c.slot];
    if (!generated) throw new Error(`no generator for ${c.country} ${c.slot}`);
    fc.assert(
      fc.property(generated, (value) => {
        expect(c.rule.format.test(value), value).toBe(true);
        expect(c.rule.validate?.(value), value).toMatchObject({ valid: true });
      }),
      { numRuns: 50 },
    );
  });

  it.each(cases.filter((c) => GUARANTEED.includes(c.rule.kind)))(
    '$country $slot ($rule.kind): every single-digit change of a valid value is refused',
    (c) => {
      const generators: Partial<Record<string, fc.Arbitrary<string>>> = GENERATED[c.country];
      const generated = generators[c.slot];
      if (!generated) throw new Error(`no generator for ${c.country} ${c.slot}`);
      fc.assert(
        fc.property(generated, (value) =>
          singleDigitSubstitutions(value).every((variant) => c.rule.validate?.(variant).valid === false),
        ),
        { numRuns: 30 },
      );
    },
  );

  it.each(cases)('$country $slot ($rule.kind): has a message for each reason it can refuse', (c) => {
    expect(Object.keys(IDENTIFIER_MESSAGE_KEYS)).toContain(c.rule.kind);
    const reasons = new Set<string>();
    for (const input of ['', 'X', '1', '1'.repeat(40), '!!!', '12345678901234567'])
      for (const value of [input, input.toUpperCase()]) {
        const result = c.rule.validate?.(value);
        if (result && !result.valid) reasons.add(`${result.kind ?? c.rule.kind}.${result.reason}`);
      }
    const messageKeys: Partial<Record<string, object>> = IDENTIFIER_MESSAGE_KEYS;
    for (const reason of reasons) {
      const [kind = '', key = ''] = reason.split('.');
      expect(Object.keys(messageKeys[kind] ?? {})).toContain(key);
    }
  });

  it('covers the IBAN countries served (ES, DE, PL, RO) with their ISO 13616 length and account layout', () => {
    expect(IBAN_LENGTHS).toMatchObject({ ES: 24, DE: 22, PL: 28, RO: 24 });
    expect(Object.keys(BBAN_PATTERNS).sort()).toEqual(['DE', 'ES', 'PL', 'RO']);
  });
});
