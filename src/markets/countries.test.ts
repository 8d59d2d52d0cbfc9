import { COUNTRY_PROFILES, type BankAccountKind } from './countries';
import { accountKindOf } from './country-market';
import { COUNTRIES, type Country } from './matrix';

describe.each(COUNTRIES)('the profile of %s', (country) => {
  const profile = COUNTRY_PROFILES[country];

  it('survives JSON, the way build/market-plugin.ts bakes it into virtual:market', () => {
    expect(JSON.parse(JSON.stringify(profile))).toEqual(profile);
  });

  it('writes decimals as its locale does', () => {
    const decimal = new Intl.NumberFormat(profile.intlLocale)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal');
    expect(profile.decimalSeparator).toBe(decimal?.value);
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
