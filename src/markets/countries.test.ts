import { COUNTRY_PROFILES, countryProfileIn, languagesOf, type BankAccountKind } from './countries.ts';
import { accountKindOf } from './country-market.ts';
import { COUNTRIES, LANGUAGE_TAGS, type Country } from './matrix.ts';
import { formatDeadline } from '#shared/lib/dates.ts';

// Each country in each language its pages are built in: its own, and its otherLanguages (English in the Philippines).
const PROFILES = COUNTRIES.flatMap((country) =>
  languagesOf(country).map(
    (locale) => [`${country} in ${locale}`, countryProfileIn(country, locale)] as const,
  ),
);

describe.each(PROFILES)('the profile of %s', (_name, profile) => {
  it('survives JSON, the way build/market-plugin.ts bakes it into virtual:market', () => {
    expect(JSON.parse(JSON.stringify(profile))).toEqual(profile);
  });

  it('writes decimals as its locale does', () => {
    const decimal = new Intl.NumberFormat(profile.intlLocale)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal');
    expect(profile.decimalSeparator).toBe(decimal?.value);
  });

  it("writes dates in its texts' language (a Filipino sentence gets a Filipino month)", () => {
    const textLanguage = new Intl.Locale(LANGUAGE_TAGS[profile.locale]).language;
    expect(new Intl.Locale(profile.intlLocale).language).toBe(textLanguage);
    const november = new Date(Date.UTC(2026, 10, 28, 12));
    // The month as a long date in the texts' language writes it (Vietnamese "tháng 11", Filipino "Nobyembre").
    const monthIn = (tag: string) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'long' })
        .formatToParts(november)
        .find((part) => part.type === 'month')?.value;
    expect(formatDeadline(november, profile.intlLocale)).toContain(monthIn(LANGUAGE_TAGS[profile.locale]));
  });

  it('has a phone number length range', () => {
    const { min, max } = profile.phoneNationalDigits;
    expect(min).toBeGreaterThan(0);
    expect(max).toBeGreaterThanOrEqual(min);
  });
});

describe('the account a loan is paid into', () => {
  it.each<[Country, BankAccountKind]>([
    ['mx', 'clabe'],
    ['co', 'account'],
    ['es', 'iban'],
    ['de', 'iban'],
    ['pl', 'iban'],
    ['ro', 'iban'],
    ['vn', 'account'],
    ['ph', 'account'],
  ])('in %s is given as %s', (country, kind) => {
    expect(accountKindOf(country)).toBe(kind);
  });
});

describe('national phone digits', () => {
  // ../shared/MARKETS.md gives the count for Mexico (applied exactly) and Poland (within the range applied there).
  it.each<[Country, number]>([
    ['mx', 10],
    ['pl', 9],
  ])('%s numbers of %i digits fit', (country, digits) => {
    const { min, max } = COUNTRY_PROFILES[country].phoneNationalDigits;
    expect(digits).toBeGreaterThanOrEqual(min);
    expect(digits).toBeLessThanOrEqual(max);
  });

  it('Mexico asks for exactly 10', () => {
    expect(COUNTRY_PROFILES.mx.phoneNationalDigits).toEqual({ min: 10, max: 10 });
  });
});
