/**
 * How to write a date, as each country's applicant reads it: the order, the separator and the example are the
 * country's (dateStyle in src/markets/countries.ts), the letters the language's; in English, which any country may
 * fall back to, the order and separator still follow the country. Both the field's message and its hint.
 */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { COUNTRY_PROFILES } from '#markets/countries.ts';
import type { Country, Locale } from '#markets/matrix.ts';
import { FIELD_REGISTRY } from '../../field-registry.ts';
import { createTestI18n } from '#test/i18n.ts';
import { rulesOf } from '#test/rules.ts';
import { dateFormatParams } from '#shared/i18n/date-format-params.ts';
import { encodeMessage } from '#shared/i18n/encoded-message.ts';
import { useMessageText } from '#shared/i18n/use-message-text.ts';
import { issueMessage } from '#shared/i18n/validation-message.ts';

function textIn(locale: Locale) {
  const i18n = createTestI18n(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return { i18n, text: renderHook(() => useMessageText(), { wrapper }).result.current };
}

/** The message the dynamic form's date field raises for a date that does not exist, as the applicant reads it. */
function dateMessage(country: Country, locale: Locale): string {
  const field = FIELD_REGISTRY['personalDetails.dateOfBirth'];
  const result = field
    .buildValidator({ name: 'personalDetails.dateOfBirth', required: true }, rulesOf(country), '2025-06-15')
    .safeParse('31/02/1990');
  const issue = result.error?.issues[0];
  if (!issue) throw new Error('31/02/1990 was accepted');
  return textIn(locale).text(encodeMessage(issueMessage(issue)));
}

describe('the date format message', () => {
  it.each<[Country, Locale, string]>([
    ['mx', 'mx', 'Escribe una fecha real como DD/MM/AAAA, por ejemplo 07/03/1990.'],
    ['es', 'es', 'Escribe una fecha real como DD/MM/AAAA, por ejemplo 07/03/1990.'],
    ['co', 'co', 'Escribe una fecha válida como DD/MM/AAAA, por ejemplo 07/03/1990.'],
    ['de', 'de', 'Geben Sie ein echtes Datum im Format TT.MM.JJJJ ein, zum Beispiel 07.03.1990.'],
    ['pl', 'pl', 'Wpisz prawdziwą datę w formacie DD.MM.RRRR, np. 07.03.1990.'],
    ['ro', 'ro', 'Scrie o dată reală ca ZZ.LL.AAAA, de exemplu 07.03.1990.'],
    ['vn', 'vn', 'Nhập ngày có thật theo dạng DD/MM/YYYY, ví dụ 07/03/1990.'],
    ['ph', 'ph', 'Maglagay ng totoong petsa bilang MM/DD/YYYY (buwan muna), halimbawa 03/07/1990.'],
    // English is every country's fallback: the country's order and separator, never one hard-coded.
    ['ph', 'en', 'Enter a real date as MM/DD/YYYY, month first, for example 03/07/1990.'],
    ['de', 'en', 'Enter a real date as DD.MM.YYYY, for example 07.03.1990.'],
    ['mx', 'en', 'Enter a real date as DD/MM/YYYY, for example 07/03/1990.'],
  ])('in %s, read in %s: %s', (country, locale, expected) => {
    expect(dateMessage(country, locale)).toBe(expected);
  });

  it.each<[Country, string]>([
    ['mx', '07/03/1990'],
    ['de', '07.03.1990'],
    ['pl', '07.03.1990'],
    ['ph', '03/07/1990'],
  ])('in %s the example is 7 March 1990 as the country writes it: %s', (country, example) => {
    expect(dateFormatParams(COUNTRY_PROFILES[country].dateStyle).example).toBe(example);
  });

  it.each<[Country, string]>([
    ['mx', 'Escríbela como DD/MM/AAAA, por ejemplo 07/03/1990.'],
    ['de', 'Im Format TT.MM.JJJJ, zum Beispiel 07.03.1990.'],
    ['pl', 'Wpisz w formacie DD.MM.RRRR, np. 07.03.1990.'],
    ['ph', 'Isulat bilang MM/DD/YYYY (buwan muna), halimbawa 03/07/1990.'],
  ])('the date hint in %s: %s', (country, expected) => {
    const { i18n } = textIn(COUNTRY_PROFILES[country].locale);
    expect(
      i18n.t('form.dateFormat', { ns: 'fields', ...dateFormatParams(COUNTRY_PROFILES[country].dateStyle) }),
    ).toBe(expected);
  });
});
