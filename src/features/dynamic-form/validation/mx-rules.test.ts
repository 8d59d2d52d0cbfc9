import type { DataPointDefinition, DataPointName } from '#contract/dynamic-form.ts';
import { FIELD_REGISTRY } from '../field-registry.ts';
import { issueMessage, type ValidationMessage } from '#shared/i18n/validation-message.ts';
import { rulesOf } from '#test/rules.ts';

const mx = rulesOf('mx');
const TODAY = '2025-06-15';

type Result = { value: unknown } | { message: ValidationMessage };

function validate(name: DataPointName, raw: unknown, definition: Partial<DataPointDefinition> = {}): Result {
  const validator = FIELD_REGISTRY[name].buildValidator({ name, required: true, ...definition }, mx, TODAY);
  const result = validator.safeParse(raw);
  if (result.success) return { value: result.data };
  const [issue] = result.error.issues;
  if (!issue) throw new Error('a failed parse without an issue');
  return { message: issueMessage(issue) };
}

const accepts = (name: DataPointName, raw: unknown) => {
  const result = validate(name, raw);
  expect(result, `${name} should accept ${String(raw)}`).toHaveProperty('value');
  return 'value' in result ? result.value : undefined;
};
const rejectsWith = (name: DataPointName, raw: unknown) => {
  const result = validate(name, raw);
  expect(result, `${name} should reject ${String(raw)}`).toHaveProperty('message');
  return 'message' in result ? result.message : undefined;
};

interface PatternCase {
  name: DataPointName;
  key: string;
  valid: string[];
  invalid: string[];
}

// Spec section 5 "Mexican variant", plus the patterns the spec leaves to us.
const patternCases: PatternCase[] = [
  {
    name: 'contactDetails.postalCode',
    key: 'validation.pattern.postalCode',
    valid: ['01000', '06600', '44100'],
    invalid: ['1000', '010000', '01 000', 'A1000', '0100O'],
  },
  {
    name: 'personalDetails.firstName',
    key: 'validation.pattern.name',
    valid: ['María José', 'Ñoño', 'Jean-Pierre', 'Zoë', 'Jose\u0301'],
    invalid: ['J0sé', "O'Brien", 'Ana_María', '-', 'Ana  -', 'Ana.'],
  },
  {
    name: 'personalDetails.lastName',
    key: 'validation.pattern.name',
    valid: ['Pérez-López', 'de la Cruz'],
    invalid: ['Pérez3', 'López!'],
  },
  {
    name: 'incomeDetails.jobTitle',
    key: 'validation.pattern.jobTitle',
    valid: ['Gerente de Ventas', 'Ingeniera (TI) / Soporte', 'Chofer, 2do turno'],
    invalid: ['<script>', '-Gerente', 'Jefe@Ventas'],
  },
  {
    name: 'contactDetails.street',
    key: 'validation.pattern.street',
    valid: ['Av. Insurgentes Sur', 'Calle 5 de Mayo', 'Privada #3', "Callejón D'Alba"],
    invalid: ['#Calle', 'Calle <b>', 'Av. Juárez;'],
  },
  {
    name: 'contactDetails.houseNumber',
    key: 'validation.pattern.houseNumber',
    valid: ['123', '12-B', '1200 Bis', 'S/N', 's/n'],
    invalid: ['B12', '#12', 'Km 12', '12_3'],
  },
  {
    name: 'contactDetails.flatNumber',
    key: 'validation.pattern.flatNumber',
    valid: ['3B', 'Depto 4', 'PH-2'],
    invalid: ['#3', '-3', 'Depto_4'],
  },
  {
    name: 'contactDetails.blockNumber',
    key: 'validation.pattern.blockNumber',
    valid: ['A', 'Mz 12', '7/2'],
    invalid: ['(A)', ' /'],
  },
  {
    name: 'contactDetails.city',
    key: 'validation.pattern.city',
    valid: ['Ciudad de México', 'San Luis Potosí', 'Tlaquepaque'],
    invalid: ['Ciudad 2', 'Monterrey!', '-Puebla'],
  },
  {
    name: 'contactDetails.suburb',
    key: 'validation.pattern.suburb',
    valid: ['Ampliación 2 de Octubre', 'Centro (Área 1)', 'Del Valle'],
    invalid: ['(Centro)', 'Roma Norte;', 'Condesa<'],
  },
  {
    name: 'contactDetails.district',
    key: 'validation.pattern.district',
    valid: ['Distrito 4', 'Zona Centro'],
    invalid: ['#4', 'Zona*'],
  },
  {
    name: 'contactDetails.municipality',
    key: 'validation.pattern.municipality',
    valid: ['Benito Juárez', 'Álvaro Obregón', 'Tlajomulco de Zúñiga'],
    invalid: ['1 de Mayo', 'Benito/Juárez'],
  },
  {
    name: 'employer.name',
    key: 'validation.pattern.companyName',
    valid: ['Grupo Bimbo, S.A.B. de C.V.', 'AT&T México', '7-Eleven'],
    invalid: ['-Empresa', 'Empresa <S.A.>', 'Tienda; DROP'],
  },
  {
    name: 'incomeDetails.pensionPayer',
    key: 'validation.pattern.pensionPayer',
    valid: ['IMSS', 'ISSSTE', 'Pensiones Civiles del Estado de Jalisco'],
    invalid: ['123', 'IMSS!', 'ISSSTE <x>'],
  },
  {
    name: 'contactDetails.email',
    key: 'validation.pattern.email',
    valid: ['ana.lopez@example.com', 'ana+prestamo@correo.com.mx', 'A_B@sub.example.mx'],
    invalid: [
      'ana@',
      'ana@example',
      'ana lopez@example.com',
      '.ana@example.com',
      'ana..b@example.com',
      'a@b.c',
    ],
  },
  {
    name: 'otherDetails.vehicleLicensePlateNumber',
    key: 'validation.pattern.licensePlate',
    valid: ['ABC-123-D', 'PBX 12 34', '123/ABC'],
    invalid: ['ABC_123', 'ABC.123', 'ÑAB-123'],
  },
  {
    name: 'otherDetails.countryOfBirth',
    key: 'validation.pattern.countryOfBirth',
    valid: ['México', 'Trinidad & Tobago', 'St. Lucia', 'Guinea-Bissau'],
    invalid: ['Country 1', 'México!', '&Tobago'],
  },
];

describe('Mexican text patterns', () => {
  describe.each(patternCases)('$name', ({ name, key, valid, invalid }) => {
    it.each(valid)('accepts %s', (value) => {
      accepts(name, value);
    });
    it.each(invalid)(`rejects %s with ${key}`, (value) => {
      expect(rejectsWith(name, value)).toEqual({ key });
    });
  });

  it('license plates have no leading or trailing space and no lowercase in the stored form', () => {
    expect(mx.patterns.licensePlate.test(' ABC-123')).toBe(false);
    expect(mx.patterns.licensePlate.test('ABC-123 ')).toBe(false);
    expect(mx.patterns.licensePlate.test('abc-123')).toBe(false);
    // What people type is trimmed and uppercased before the check, so the stored value meets the rule.
    expect(accepts('otherDetails.vehicleLicensePlateNumber', ' abc-123 ')).toBe('ABC-123');
  });
});

describe('Mexican number limits', () => {
  // An amount between two limits is refused naming both, written as money.
  const range = (min: string, max: string): ValidationMessage => ({
    key: 'validation.amount.range',
    params: { min, max },
  });
  it.each<[DataPointName, unknown, number | ValidationMessage]>([
    ['amount', '500', 500],
    ['amount', '150,000', 150000],
    ['amount', 10000, 10000],
    ['amount', '$12,300', 12300],
    ['amount', 400, range('$500', '$150,000')],
    ['amount', 150100, range('$500', '$150,000')],
    ['amount', 1050, { key: 'validation.amount.step', params: { step: '$100', min: '$500' } }],
    ['amount', 'diez mil', { key: 'validation.money', params: { decimals: 2 } }],
    ['otherDetails.overdueDebtAmount', '0', 0],
    ['otherDetails.overdueDebtAmount', '10,000,000', 10_000_000],
    ['otherDetails.overdueDebtAmount', 10_000_000.01, range('$0', '$10,000,000')],
    ['otherDetails.overdueDebtAmount', -1, range('$0', '$10,000,000')],
    ['expenses.totalDebtAmount', 0, 0],
    ['expenses.totalDebtAmount', '500000', 500000],
    ['expenses.totalDebtAmount', 500001, range('$0', '$500,000')],
    ['expenses.rentAmount', '4,500.50', 4500.5],
    ['expenses.rentAmount', '4500.505', { key: 'validation.money', params: { decimals: 2 } }],
    ['otherDetails.numberOfDependants', '2', 2],
    ['otherDetails.numberOfDependants', '2.5', { key: 'validation.number', params: { decimals: 0 } }],
  ])('%s: %s', (name, raw, expected) => {
    const result = validate(name, raw);
    expect(result).toEqual(typeof expected === 'number' ? { value: expected } : { message: expected });
  });

  it('the configuration can narrow a country limit but never widen it', () => {
    expect(validate('amount', 600, { min: 1000 })).toEqual({ message: range('$1,000', '$150,000') });
    expect(validate('amount', 200, { min: 100 })).toEqual({ message: range('$500', '$150,000') });
  });
});

describe('Mexican identifiers, phones and dates', () => {
  it.each<[DataPointName, string, unknown]>([
    ['personalDetails.personalCode', 'BOXW310820HNERXN09', 'BOXW310820HNERXN09'],
    ['personalDetails.personalCode', 'boxw 310820 hnerxn09', 'BOXW310820HNERXN09'],
    ['incomeDetails.iban', '002 010 07777777777 1', '002010077777777771'],
    ['incomeDetails.iban', '032180000118359719', '032180000118359719'],
    ['employer.taxRegistryCode', 'ABC680524P76', 'ABC680524P76'],
    ['employer.taxRegistryCode', 'GODE561231GR8', 'GODE561231GR8'],
    ['contactDetails.phoneNumber', '55 1234 5678', '5512345678'],
    ['contactDetails.phoneNumber', '+52 (55) 1234-5678', '5512345678'],
    ['contactDetails.phoneNumber', '525512345678', '5512345678'],
    ['personalDetails.dateOfBirth', '15/06/07', '2007-06-15'],
    ['personalDetails.dateOfBirth', '1985-12-31', '1985-12-31'],
  ])('%s accepts %s', (name, raw, value) => {
    expect(validate(name, raw)).toEqual({ value });
  });

  it.each<[DataPointName, string, ValidationMessage]>([
    // Identifier failures carry the identifier library's own message keys.
    ['personalDetails.personalCode', 'BOXW310820HNERXN0', { key: 'identifiers.curp.length' }],
    ['personalDetails.personalCode', 'BOXW310820HNERXN08', { key: 'identifiers.curp.checkDigit' }],
    ['personalDetails.personalCode', 'BOXW310820ZNERXN09', { key: 'identifiers.curp.sex' }],
    ['incomeDetails.iban', '00201007777777777', { key: 'identifiers.clabe.length' }],
    ['incomeDetails.iban', '002010077777777772', { key: 'identifiers.clabe.checkDigit' }],
    ['incomeDetails.iban', 'DE89370400440532013000', { key: 'identifiers.clabe.format' }],
    ['employer.taxRegistryCode', 'GODE561331GR8', { key: 'identifiers.rfc.date' }],
    [
      'contactDetails.phoneNumber',
      '55 1234 567',
      { key: 'validation.phone.length', params: { min: 10, max: 10 } },
    ],
    ['contactDetails.phoneNumber', '55-CALL-NOW', { key: 'validation.phone.format' }],
    // Born 16 June 2007: 17 on 15 June 2025.
    ['personalDetails.dateOfBirth', '16/06/2007', { key: 'validation.date.minAge', params: { min: 18 } }],
    // The cutoff puts "59" in 2059: a future birth date, so the applicant is asked again rather than guessed for.
    ['personalDetails.dateOfBirth', '01/01/59', { key: 'validation.date.future' }],
    [
      'personalDetails.dateOfBirth',
      '31/02/1990',
      { key: 'validation.date.format', params: { context: 'dmy', separator: '/', example: '07/03/1990' } },
    ],
    ['incomeDetails.incomeContractStartedAt', '01/07/2025', { key: 'validation.date.future' }],
  ])('%s rejects %s', (name, raw, expected) => {
    expect(validate(name, raw)).toEqual({ message: expected });
  });
});

describe('required, optional and choices', () => {
  it('an empty required answer is required; an empty optional one is simply absent', () => {
    expect(validate('personalDetails.firstName', '  ')).toEqual({ message: { key: 'validation.required' } });
    expect(validate('personalDetails.middleName', '', { required: false })).toEqual({ value: undefined });
  });

  it('general policies must be accepted; marketing consents may be declined', () => {
    expect(validate('generalPolicies', false)).toEqual({ message: { key: 'validation.required.accept' } });
    expect(validate('generalPolicies', 'on')).toEqual({ value: true });
    expect(validate('contactDetails.marketingConsents', false, { required: false })).toEqual({
      value: false,
    });
  });

  it('a yes/no answer of "no" is an answer', () => {
    expect(validate('otherDetails.isPoliticallyExposed', 'no')).toEqual({ value: false });
    expect(validate('otherDetails.isPoliticallyExposed', 'maybe')).toEqual({
      message: { key: 'validation.choice' },
    });
  });

  it('choices come from the definition when it sends some, else from the registry', () => {
    expect(validate('otherDetails.housingTenure', 'rent')).toEqual({ value: 'rent' });
    expect(validate('otherDetails.housingTenure', 'boat')).toEqual({ message: { key: 'validation.choice' } });
    expect(validate('otherDetails.housingTenure', 'boat', { choices: ['boat', 'own'] })).toEqual({
      value: 'boat',
    });
  });

  it('applies the definition pattern and lengths on top of the country rules', () => {
    expect(validate('personalDetails.firstName', 'Ana', { pattern: '[A-Z][a-z]+' })).toEqual({
      value: 'Ana',
    });
    expect(validate('personalDetails.firstName', 'ana', { pattern: '[A-Z][a-z]+' })).toEqual({
      message: { key: 'validation.pattern.custom' },
    });
    expect(validate('personalDetails.firstName', 'Maximiliana', { maxLength: 5 })).toEqual({
      message: { key: 'validation.maxLength', params: { max: 5 } },
    });
    expect(validate('personalDetails.firstName', 'Al', { minLength: 3 })).toEqual({
      message: { key: 'validation.minLength', params: { min: 3 } },
    });
  });
});
