/**
 * Each country's postcode and phone, as ../shared/MARKETS.md writes them: a valid one kept in the country's form, an
 * invalid one refused at the field with the country's own message, in the country's language.
 */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import type { DataPointName } from '#contract/dynamic-form.ts';
import { COUNTRY_PROFILES } from '#markets/countries.ts';
import type { Country } from '#markets/matrix.ts';
import { encodeMessage } from '#shared/i18n/encoded-message.ts';
import { useMessageText } from '#shared/i18n/use-message-text.ts';
import { issueMessage } from '#shared/i18n/validation-message.ts';
import { createTestI18n } from '#test/i18n.ts';
import { rulesOf } from '#test/rules.ts';
import { FIELD_REGISTRY } from '../field-registry.ts';
import { phoneFieldType } from '../field-types/phone/index.ts';

const TODAY = '2025-06-15';

/** The message an applicant of the country reads, through the same hook the forms use. */
function messageIn(country: Country, key: string, params?: Record<string, string | number>): string {
  const i18n = createTestI18n(COUNTRY_PROFILES[country].locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  const { result } = renderHook(() => useMessageText(), { wrapper });
  return result.current(encodeMessage(params === undefined ? { key } : { key, params }));
}

function check(country: Country, name: DataPointName, raw: string): { value: unknown } | { message: string } {
  const validator = FIELD_REGISTRY[name].buildValidator({ name, required: true }, rulesOf(country), TODAY);
  const result = validator.safeParse(raw);
  if (result.success) return { value: result.data };
  const [issue] = result.error.issues;
  if (!issue) throw new Error('a failed parse without an issue');
  const { key, params } = issueMessage(issue);
  return { message: messageIn(country, key, params) };
}

describe.each<[Country, string, string, string, string]>([
  ['mx', '06600', '06600', '0660', 'Escribe los 5 dígitos de tu código postal, por ejemplo 06600.'],
  ['es', '28013', '28013', '53001', 'Escribe los 5 números de tu código postal, por ejemplo 28013.'],
  ['de', '10115', '10115', '1011', 'Geben Sie die 5 Ziffern Ihrer Postleitzahl ein, zum Beispiel 10115.'],
  ['pl', '00950', '00-950', '00-95', 'Wpisz kod pocztowy w formacie 00-000.'],
  ['ro', '010011', '010011', '01001', 'Scrie cele 6 cifre ale codului poștal, de exemplu 010011.'],
  ['co', '110111', '110111', '11011', 'Escribe los 6 dígitos de tu código postal, por ejemplo 110111.'],
  ['vn', '100000', '100000', '10000', 'Nhập 6 chữ số của mã bưu chính, ví dụ 100000.'],
  ['ph', '1000', '1000', '100', 'Ilagay ang 4 na digit ng ZIP code mo, halimbawa 1000.'],
])('the postcode of %s', (country, typed, kept, invalid, refusal) => {
  it(`keeps ${typed} as ${kept}`, () => {
    expect(check(country, 'contactDetails.postalCode', typed)).toEqual({ value: kept });
  });

  it(`refuses ${invalid} saying how the country writes one`, () => {
    expect(check(country, 'contactDetails.postalCode', invalid)).toEqual({ message: refusal });
  });

  it('is typed on the numeric keyboard', () => {
    expect(FIELD_REGISTRY['contactDetails.postalCode'].inputMode).toBe('numeric');
    expect(COUNTRY_PROFILES[country].postcodeInputMode).toBe('numeric');
  });
});

describe.each<[Country, string, string, string, string]>([
  ['mx', '+52 55 1234 5678', '5512345678', '55 1234 567', 'Escribe los 10 dígitos de tu número, sin el +52.'],
  [
    'es',
    '612 345 678',
    '612345678',
    '61 234 567',
    'Escribe las 9 cifras de tu teléfono, sin el prefijo del país.',
  ],
  [
    'de',
    '0151 23456789',
    '15123456789',
    '0151 234567890',
    'Geben Sie eine Telefonnummer mit 6 bis 11 Ziffern ein, ohne Ländervorwahl.',
  ],
  [
    'pl',
    '+48 512 345 678',
    '512345678',
    '512 345 67',
    'Wpisz swój 9-cyfrowy numer telefonu, bez prefiksu kraju.',
  ],
  [
    'ro',
    '0712 345 678',
    '712345678',
    '0712 345 67',
    'Scrie numărul tău de telefon din 9 cifre, fără prefixul țării.',
  ],
  ['co', '300 123 4567', '3001234567', '300 123 456', 'Escribe los 10 dígitos de tu número, sin el +57.'],
  [
    'vn',
    '0912 345 678',
    '912345678',
    '0912 345 67',
    'Nhập số điện thoại có từ 9 đến 10 chữ số, không kèm mã quốc gia.',
  ],
  [
    'ph',
    '0917 123 4567',
    '9171234567',
    '0917 123 45',
    'Maglagay ng numero ng telepono na may 9 hanggang 10 digit, walang country code.',
  ],
])('the mobile number of %s', (country, typed, national, invalid, refusal) => {
  it(`keeps ${typed} as its national digits ${national}`, () => {
    expect(check(country, 'contactDetails.phoneNumber', typed)).toEqual({ value: national });
  });

  it(`refuses ${invalid} saying how many digits it has`, () => {
    expect(check(country, 'contactDetails.phoneNumber', invalid)).toEqual({ message: refusal });
  });

  it(`finds ${typed} in the numbering plan (libphonenumber-js, loaded on first use)`, async () => {
    expect(await phoneFieldType.deferredCheck?.(typed, country)).toBeUndefined();
  });
});

describe.each<[Country, string, string]>([
  ['mx', '10 1234 5678', 'Escribe tu número de celular solo con dígitos, por ejemplo 55 1234 5678.'],
  ['es', '112 345 678', 'Escribe tu número de móvil solo con cifras, por ejemplo 612 345 678.'],
  ['pl', '012 345 678', 'Wpisz numer telefonu samymi cyframi, np. 512 345 678.'],
  ['ro', '0112 345 678', 'Scrie numărul de telefon doar cu cifre, de exemplu 712 345 678.'],
  ['co', '100 123 4567', 'Escribe tu número de celular solo con dígitos, por ejemplo 300 123 4567.'],
  ['vn', '0412 345 678', 'Nhập số điện thoại chỉ bằng chữ số, ví dụ 912 345 678.'],
  ['ph', '0117 123 4567', 'I-type ang numero gamit lamang ang mga digit, halimbawa 917 123 4567.'],
])('a number of the right length that %s does not have', (country, typed, refusal) => {
  it(`${typed} passes the digit count and is refused by the numbering plan`, async () => {
    expect(check(country, 'contactDetails.phoneNumber', typed)).toHaveProperty('value');
    const key = await phoneFieldType.deferredCheck?.(typed, country);
    expect(key).toBe('validation.phone.NOT_A_NUMBER');
    expect(messageIn(country, key ?? '')).toBe(refusal);
  });
});
