import { PATTERN_KINDS } from '#shared/lib/validation/patterns.ts';
import { COUNTRY_PROFILES } from './countries.ts';
import { countryRules, type IdentifierSlot } from './country-validation.ts';
import { loanProductOf } from './loan-products.ts';
import { COUNTRIES, PAGE_VARIANTS, type Country } from './matrix.ts';
import { rulesOf } from '#test/rules.ts';

// ../shared/MARKETS.md's postal codes: a code as written there, and near misses.
const POSTCODES: Record<Country, { valid: string[]; invalid: string[] }> = {
  mx: { valid: ['01000', '44100'], invalid: ['1000', '010000', '0100O'] },
  pl: { valid: ['00-950', '00950'], invalid: ['00-95', '009-50', '000950'] },
  ro: { valid: ['010011'], invalid: ['01001', '0100111'] },
  es: { valid: ['28013', '01001', '52001'], invalid: ['00100', '53001', '2801'] },
  de: { valid: ['10115'], invalid: ['1011', '101155'] },
  co: { valid: ['110111'], invalid: ['11011', '1101111'] },
  vn: { valid: ['100000'], invalid: ['10000', '1000000'] },
  ph: { valid: ['1000'], invalid: ['100', '10000'] },
};

describe.each(COUNTRIES)('the rules of %s', (country) => {
  const rules = rulesOf(country);
  const profile = COUNTRY_PROFILES[country];

  it('have a pattern for every kind of field', () => {
    expect(Object.keys(rules.patterns).sort()).toEqual([...PATTERN_KINDS].sort());
  });

  it('check postal codes as ../shared/MARKETS.md writes them', () => {
    const { valid, invalid } = POSTCODES[country];
    for (const code of valid) expect(rules.patterns.postalCode.test(code), code).toBe(true);
    for (const code of invalid) expect(rules.patterns.postalCode.test(code), code).toBe(false);
  });

  it('offer a numeric keyboard for postal codes only where digits alone make one', () => {
    const typedAsDigits = POSTCODES[country].valid.map((code) => code.replace(/\D/g, ''));
    const digitsAccepted = typedAsDigits.every((code) =>
      rules.patterns.postalCode.test(rules.normalisePostcode(code)),
    );
    if (profile.postcodeInputMode === 'numeric') expect(digitsAccepted).toBe(true);
  });

  it("check the bank account of the country's kind", () => {
    expect(rules.identifiers.iban?.kind).toBe(profile.bankAccountKind);
  });

  it('take the phone and number formats from the profile', () => {
    expect(rules.phone).toMatchObject({
      prefix: profile.phonePrefix,
      nationalDigits: profile.phoneNationalDigits,
    });
    expect(rules.phone.trunkPrefix).toBe(profile.phoneTrunkPrefix);
    expect(rules.decimalSeparator).toBe(profile.decimalSeparator);
    expect(rules.money).toEqual({
      intlLocale: profile.intlLocale,
      currency: profile.currency,
      symbol: profile.currencySymbol,
    });
  });
});

describe.each(PAGE_VARIANTS)('the rules of $country/$product', (variant) => {
  it("limit amount and period to the variant's loan product, in its term unit", () => {
    const loan = loanProductOf(variant);
    const rules = countryRules(variant.country, loan);
    expect(rules.limits.amount).toEqual({
      min: loan.amount.min,
      max: loan.amount.max,
      step: loan.amount.step,
    });
    expect(rules.limits.period).toEqual({ min: loan.term.min, max: loan.term.max, step: loan.term.step });
    expect(rules.termUnit).toBe(loan.term.unit);
  });
});

describe('postcodes as people type them', () => {
  it.each<[Country, string, string]>([
    ['pl', '00950', '00-950'],
    ['pl', '00-950', '00-950'],
    ['pl', '0095', '0095'],
    ['es', '28013', '28013'],
    ['mx', '01000', '01000'],
  ])('%s: %j is kept as %j', (country, typed, kept) => {
    expect(rulesOf(country).normalisePostcode(typed)).toBe(kept);
  });
});

describe('identifiers each country asks for', () => {
  type Asked = Partial<Record<IdentifierSlot, string>>;
  it.each<[Country, Asked]>([
    ['mx', { iban: 'clabe', personalCode: 'curp', taxRegistryCode: 'rfc', taxIdentificationNumber: 'rfc' }],
    ['es', { iban: 'iban', personalCode: 'dni' }],
    ['pl', { iban: 'iban', personalCode: 'pesel', idCardNumber: 'plIdCard' }],
    ['ro', { iban: 'iban', personalCode: 'cnp' }],
    ['co', { iban: 'account', personalCode: 'cedula', taxIdentificationNumber: 'nit' }],
    ['vn', { iban: 'account', personalCode: 'cccd' }],
    ['de', { iban: 'iban' }],
    ['ph', { iban: 'account', personalCode: 'phNationalId', taxIdentificationNumber: 'tin' }],
  ])('%s: %j', (country, asked) => {
    const kinds = Object.fromEntries(
      Object.entries(rulesOf(country).identifiers).map(([slot, rule]) => [slot, rule.kind]),
    );
    expect(kinds).toEqual(asked);
  });

  // ../shared/MARKETS.md's example values, compact.
  it.each<[Country, IdentifierSlot, string]>([
    ['mx', 'personalCode', 'BOXW310820HNERXN09'],
    ['mx', 'iban', '002010077777777771'],
    ['mx', 'iban', '032180000118359719'],
    ['pl', 'personalCode', '44051401359'],
    ['ro', 'personalCode', '1630615123457'],
    ['es', 'personalCode', '12345678Z'],
    ['es', 'personalCode', 'X2482300W'],
    ['es', 'iban', 'ES9121000418450200051332'],
    ['de', 'iban', 'DE89370400440532013000'],
  ])('%s %s accepts %s', (country, slot, example) => {
    const rule = rulesOf(country).identifiers[slot];
    expect(rule?.format.test(example)).toBe(true);
    expect(rule?.validate?.(example)).toMatchObject({ valid: true });
  });
});

describe('patterns and limits of their own', () => {
  // Mexico's names are letters, spaces and hyphens (spec section 5); elsewhere they may carry apostrophes.
  it.each<[Country, boolean]>([
    ['mx', false],
    ['co', true],
    ['es', true],
    ['de', true],
    ['pl', true],
    ['ro', true],
    ['vn', true],
    ['ph', true],
  ])("%s accepts the name O'Brien: %s", (country, accepted) => {
    expect(rulesOf(country).patterns.name.test("O'Brien")).toBe(accepted);
  });

  // Spec sections 5 and 9 limit these for Mexico; no other country has limits of its own.
  const MX_DEBT_LIMITS = [
    { min: 0, max: 10_000_000 },
    { min: 0, max: 500_000 },
  ];
  it.each<[Country, unknown[]]>([
    ['mx', MX_DEBT_LIMITS],
    ['co', [undefined, undefined]],
    ['es', [undefined, undefined]],
    ['de', [undefined, undefined]],
    ['pl', [undefined, undefined]],
    ['ro', [undefined, undefined]],
    ['vn', [undefined, undefined]],
    ['ph', [undefined, undefined]],
  ])('%s limits overdue and total debt amounts to %j', (country, expected) => {
    const { limits } = rulesOf(country);
    expect([limits['otherDetails.overdueDebtAmount'], limits['expenses.totalDebtAmount']]).toEqual(expected);
  });
});
