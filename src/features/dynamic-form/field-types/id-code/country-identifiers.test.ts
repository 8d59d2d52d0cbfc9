/**
 * Issue 13: a bad identifier is refused at its field with the country's message, in the country's language, and a
 * personal code that encodes a birth date and sex is checked against the ones given on the same page.
 */
import { rulesOf } from '#test/rules.ts';
import type { DataPointName } from '#contract/dynamic-form.ts';
import { COUNTRY_PROFILES } from '#markets/countries.ts';
import type { Country } from '#markets/matrix.ts';
import { decodeMessage } from '#shared/i18n/encoded-message.ts';
import { createTestI18n } from '#test/i18n.ts';
import { buildStepSchema } from '../../ui/step-schema.ts';
import { fieldKey } from '../../ui/field-keys.ts';

const TODAY = '2026-06-01';

type Case = [Country, DataPointName, string, string];

// One mistyped value per identifier a country asks for, and the message key that says how to fix it.
const BAD_IDENTIFIERS: Case[] = [
  ['mx', 'personalDetails.personalCode', 'BOXW310820HNERXN08', 'identifiers.curp.checkDigit'],
  ['mx', 'incomeDetails.iban', '002010077777777772', 'identifiers.clabe.checkDigit'],
  ['es', 'personalDetails.personalCode', '12345678A', 'identifiers.dni.checkLetter'],
  ['es', 'personalDetails.personalCode', 'X2482300T', 'identifiers.nie.checkLetter'],
  ['es', 'incomeDetails.iban', 'ES91 2100 0418 4502 0005 1333', 'identifiers.iban.checkDigit'],
  ['pl', 'personalDetails.personalCode', '44051401358', 'identifiers.pesel.checkDigit'],
  ['pl', 'otherDetails.idCardNumber', 'ABA 400000', 'identifiers.plIdCard.checkDigit'],
  ['pl', 'incomeDetails.iban', 'PL61 1090 1014 0000 0712 1981 2875', 'identifiers.iban.checkDigit'],
  ['ro', 'personalDetails.personalCode', '1630615123458', 'identifiers.cnp.checkDigit'],
  ['ro', 'incomeDetails.iban', 'RO49 AAAA 1B31 0075 9384 0001', 'identifiers.iban.checkDigit'],
  ['co', 'personalDetails.personalCode', '12.345', 'identifiers.cedula.length'],
  ['co', 'otherDetails.taxIdentificationNumber', '800.197.268-5', 'identifiers.nit.checkDigit'],
  ['vn', 'personalDetails.personalCode', '097123456789', 'identifiers.cccd.provinceCode'],
  ['de', 'incomeDetails.iban', 'DE89 3704 0044 0532 0130 01', 'identifiers.iban.checkDigit'],
  ['ph', 'personalDetails.personalCode', '1234-5678-9012-345', 'identifiers.phNationalId.length'],
  ['ph', 'otherDetails.taxIdentificationNumber', '123-456-78', 'identifiers.tin.length'],
];

// The same fields with a valid value each, so the test above is about the mistyped character only.
const GOOD_IDENTIFIERS: [Country, DataPointName, string][] = [
  ['mx', 'personalDetails.personalCode', 'BOXW310820HNERXN09'],
  ['mx', 'incomeDetails.iban', '002010077777777771'],
  ['es', 'personalDetails.personalCode', '12345678Z'],
  ['es', 'personalDetails.personalCode', 'X2482300W'],
  ['es', 'incomeDetails.iban', 'ES91 2100 0418 4502 0005 1332'],
  ['pl', 'personalDetails.personalCode', '44051401359'],
  ['pl', 'otherDetails.idCardNumber', 'ABA 300000'],
  ['pl', 'incomeDetails.iban', 'PL61 1090 1014 0000 0712 1981 2874'],
  ['ro', 'personalDetails.personalCode', '1630615123457'],
  ['ro', 'incomeDetails.iban', 'RO49 AAAA 1B31 0075 9384 0000'],
  ['co', 'personalDetails.personalCode', '1.020.304.050'],
  ['co', 'otherDetails.taxIdentificationNumber', '800.197.268-4'],
  ['vn', 'personalDetails.personalCode', '001089123456'],
  ['de', 'incomeDetails.iban', 'DE89 3704 0044 0532 0130 00'],
  ['ph', 'personalDetails.personalCode', '1234-5678-9012-3456'],
  ['ph', 'otherDetails.taxIdentificationNumber', '123-456-789-000'],
];

function parseOne(country: Country, name: DataPointName, value: string) {
  const schema = buildStepSchema({ dataPoints: [{ name, required: true }] }, rulesOf(country), TODAY);
  return schema.safeParse({ [fieldKey(name)]: value });
}

const translate = (country: Country, key: string) =>
  createTestI18n(COUNTRY_PROFILES[country].locale).t(key, { ns: 'validation', keySeparator: false });

describe('identifier fields per country', () => {
  it.each(BAD_IDENTIFIERS)(
    '%s %s refuses %s with %s, in the country language',
    (country, name, value, key) => {
      const result = parseOne(country, name, value);
      expect(result.error?.issues.map((issue) => [issue.path, decodeMessage(issue.message)])).toEqual([
        [[fieldKey(name)], { key }],
      ]);
      const text = translate(country, key);
      expect(text).not.toBe(key);
      // English is only the fallback: every country's locale has its own sentence.
      expect(text).not.toBe(createTestI18n('en').t(key, { ns: 'validation', keySeparator: false }));
    },
  );

  it.each(GOOD_IDENTIFIERS)('%s %s accepts %s and submits it compact', (country, name, value) => {
    const result = parseOne(country, name, value);
    expect(result.success).toBe(true);
    expect(result.data?.[fieldKey(name)]).toBe(value.toUpperCase().replace(/[\s.-]/g, ''));
  });
});

describe('personal codes checked against the date of birth and gender on the same page', () => {
  const page = {
    dataPoints: [
      { name: 'personalDetails.gender', required: true },
      { name: 'personalDetails.dateOfBirth', required: true },
      { name: 'personalDetails.personalCode', required: true },
    ] as const,
  };

  it.each<[Country, string, string, 'male' | 'female', string[]]>([
    // 44051401359: a man born 14 May 1944.
    ['pl', '44051401359', '14/05/1944', 'male', []],
    ['pl', '44051401359', '14/05/1944', 'female', ['identifiers.pesel.sexMismatch']],
    ['pl', '44051401359', '15/05/1944', 'male', ['identifiers.pesel.birthDateMismatch']],
    // 1630615123457: a man born 15 June 1963.
    ['ro', '1630615123457', '15/06/1963', 'male', []],
    ['ro', '1630615123457', '15/06/1963', 'female', ['identifiers.cnp.sexMismatch']],
    ['ro', '1630615123457', '16/06/1963', 'male', ['identifiers.cnp.birthDateMismatch']],
    // 001089123456: Hà Nội, a man (digit 4 is 0) born in 1989.
    ['vn', '001089123456', '01/02/1989', 'male', []],
    ['vn', '001089123456', '01/02/1989', 'female', ['identifiers.cccd.sexMismatch']],
    ['vn', '001089123456', '01/02/1988', 'male', ['identifiers.cccd.birthYearMismatch']],
    ['mx', 'BOXW310820HNERXN09', '20/08/1931', 'female', ['identifiers.curp.sexMismatch']],
  ])('%s %s, born %s, %s: %j', (country, code, dateOfBirth, gender, keys) => {
    const schema = buildStepSchema({ dataPoints: [...page.dataPoints] }, rulesOf(country), TODAY);
    const result = schema.safeParse({
      personalDetails__gender: gender,
      personalDetails__dateOfBirth: dateOfBirth,
      personalDetails__personalCode: code,
    });
    expect(result.success).toBe(keys.length === 0);
    expect(result.error?.issues.map((issue) => [issue.path, decodeMessage(issue.message).key]) ?? []).toEqual(
      keys.map((key) => [['personalDetails__personalCode'], key]),
    );
  });
});
