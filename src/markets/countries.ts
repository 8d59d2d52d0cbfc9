/**
 * Country facts that the funnel reads as capabilities: locale, money, numbers, phone and bank account. The loan a
 * page offers is its variant's (loan-products.ts): brands in one country lend differently.
 * Plain JSON: build/market-plugin.ts bakes the built country's profile into `virtual:market` with JSON.stringify, so a
 * pattern or a validator (which would not survive that) lives in the country's module, country-markets/<country>.ts.
 */
import { EU_DISCLOSURE, type CostDisclosure } from './cost-disclosure.ts';
import type { Country, Locale } from './matrix.ts';

/**
 * The identifier of the account a loan is paid into (the contract's `iban` takes each): the CLABE in Mexico, the IBAN
 * where the country has one, else the bank's own account number (Colombia, Vietnam, the Philippines).
 */
export type BankAccountKind = 'clabe' | 'iban' | 'account';

export interface CountryProfile {
  code: Country;
  /** The locale the app starts in; en is always the fallback. */
  locale: Locale;
  /** BCP 47 tag for number, currency and date formatting. */
  intlLocale: string;
  currency: string;
  currencySymbol: string;
  /** How people write a date: day or month first, slashes or dots (typed with any separator, shown with this one). */
  dateStyle: { order: 'dmy' | 'mdy'; separator: '/' | '.' };
  /** How people write the decimal part of a number: "12,500.50" in Mexico, "12.500,50" in Spain. */
  decimalSeparator: '.' | ',';
  phonePrefix: string;
  /** How many digits a phone number has after the prefix (../shared/MARKETS.md, the national numbering plan). */
  phoneNationalDigits: { min: number; max: number };
  /** The trunk prefix people type before a national number at home (0 in 0712 345 678); not part of the number. */
  phoneTrunkPrefix?: '0';
  /**
   * The keyboard a postcode is typed on: numeric where a postcode is digits alone (Poland's NN-NNN counts: its hyphen
   * may be left out and is put back, see country-markets/pl.ts).
   */
  postcodeInputMode: 'numeric' | 'text';
  bankAccountKind: BankAccountKind;
  /** True for EU markets: third-party scripts wait for consent there. */
  requiresTrackingConsent: boolean;
  /** What the cost of a loan is shown with, in the country's words (issue 30; src/shared/ui/credit-cost/). */
  costDisclosure: CostDisclosure;
  /**
   * Texts only this country's locale writes, as `namespace:key` (issue 31): a hint that means nothing elsewhere, such
   * as S/N for a house without a number. No other locale, en included, has them, so no other market shows them;
   * scripts/locale-completeness.test.ts holds every locale to this list.
   */
  ownTexts?: readonly string[];
  /**
   * Other languages a lender may build this country's pages in (LOCALE=en), each with the tag its numbers, money and
   * dates are written with there (en-PH): English is an official language of the Philippines. The country's other
   * facts are the same in every language.
   */
  otherLanguages?: readonly { locale: Locale; intlLocale: string }[];
}

/**
 * Every country's profile, for the build tooling (build/market-plugin.ts bakes the built one into `virtual:market`,
 * build/cell-modules-plugin.ts into `virtual:country-markets`) and the unit tests. App code reads its own country's
 * through `market.country` or countryMarketOf (country-market.ts): importing this table would put every country's
 * facts in the bundle.
 */
export const COUNTRY_PROFILES: Record<Country, CountryProfile> = {
  mx: {
    // Mexican and Spanish addresses write S/N ("sin número") for a house without a number.
    ownTexts: ['fields:fields.contactDetails.houseNumber.help'],
    code: 'mx',
    locale: 'mx',
    intlLocale: 'es-MX',
    currency: 'MXN',
    currencySymbol: '$',
    dateStyle: { order: 'dmy', separator: '/' },
    decimalSeparator: '.',
    phonePrefix: '+52',
    phoneNationalDigits: { min: 10, max: 10 },
    postcodeInputMode: 'numeric',
    bankAccountKind: 'clabe',
    requiresTrackingConsent: false,
    // Banxico's CAT (Circular 21/2009, LTOSF art. 8-9) beside the rate and the total to pay.
    costDisclosure: {
      rows: ['amount', 'term', 'borrowingRate', 'payments', 'fees', 'totalCost', 'totalPayable'],
      cat: true,
      warning: false,
    },
  },
  co: {
    code: 'co',
    locale: 'co',
    intlLocale: 'es-CO',
    currency: 'COP',
    currencySymbol: '$',
    dateStyle: { order: 'dmy', separator: '/' },
    decimalSeparator: ',',
    phonePrefix: '+57',
    phoneNationalDigits: { min: 10, max: 10 },
    postcodeInputMode: 'numeric',
    bankAccountKind: 'account',
    requiresTrackingConsent: false,
    // The tasa efectiva anual (EA), as Colombian lenders and the Superfinanciera quote rates.
    costDisclosure: {
      rows: ['amount', 'term', 'effectiveAnnualRate', 'payments', 'fees', 'totalCost', 'totalPayable'],
      cat: false,
      warning: false,
    },
  },
  es: {
    // Mexican and Spanish addresses write S/N ("sin número") for a house without a number.
    ownTexts: ['fields:fields.contactDetails.houseNumber.help'],
    code: 'es',
    locale: 'es',
    intlLocale: 'es-ES',
    currency: 'EUR',
    currencySymbol: '€',
    dateStyle: { order: 'dmy', separator: '/' },
    decimalSeparator: ',',
    phonePrefix: '+34',
    phoneNationalDigits: { min: 9, max: 9 },
    postcodeInputMode: 'numeric',
    bankAccountKind: 'iban',
    requiresTrackingConsent: true,
    costDisclosure: EU_DISCLOSURE,
  },
  de: {
    code: 'de',
    locale: 'de',
    intlLocale: 'de-DE',
    currency: 'EUR',
    currencySymbol: '€',
    dateStyle: { order: 'dmy', separator: '.' },
    decimalSeparator: ',',
    phonePrefix: '+49',
    // Mobiles have 10 or 11 digits after the 0; landline numbers vary with the length of the area code.
    phoneNationalDigits: { min: 6, max: 11 },
    phoneTrunkPrefix: '0',
    postcodeInputMode: 'numeric',
    bankAccountKind: 'iban',
    requiresTrackingConsent: true,
    costDisclosure: EU_DISCLOSURE,
  },
  pl: {
    code: 'pl',
    locale: 'pl',
    intlLocale: 'pl-PL',
    currency: 'PLN',
    currencySymbol: 'zł',
    dateStyle: { order: 'dmy', separator: '.' },
    decimalSeparator: ',',
    phonePrefix: '+48',
    phoneNationalDigits: { min: 9, max: 9 },
    postcodeInputMode: 'numeric',
    bankAccountKind: 'iban',
    requiresTrackingConsent: true,
    costDisclosure: EU_DISCLOSURE,
  },
  ro: {
    code: 'ro',
    locale: 'ro',
    intlLocale: 'ro-RO',
    currency: 'RON',
    currencySymbol: 'lei',
    dateStyle: { order: 'dmy', separator: '.' },
    decimalSeparator: ',',
    phonePrefix: '+40',
    phoneNationalDigits: { min: 9, max: 9 },
    phoneTrunkPrefix: '0',
    postcodeInputMode: 'numeric',
    bankAccountKind: 'iban',
    requiresTrackingConsent: true,
    costDisclosure: EU_DISCLOSURE,
  },
  vn: {
    code: 'vn',
    locale: 'vn',
    intlLocale: 'vi-VN',
    currency: 'VND',
    currencySymbol: '₫',
    dateStyle: { order: 'dmy', separator: '/' },
    decimalSeparator: ',',
    phonePrefix: '+84',
    phoneNationalDigits: { min: 9, max: 10 },
    phoneTrunkPrefix: '0',
    postcodeInputMode: 'numeric',
    bankAccountKind: 'account',
    requiresTrackingConsent: false,
    // The annual interest rate and the total to repay.
    costDisclosure: {
      rows: ['amount', 'term', 'borrowingRate', 'payments', 'totalCost', 'totalPayable'],
      cat: false,
      warning: false,
    },
  },
  ph: {
    code: 'ph',
    locale: 'ph',
    otherLanguages: [{ locale: 'en', intlLocale: 'en-PH' }],
    // Filipino, the language the texts are written in: a Filipino sentence gets a Filipino date ("Nobyembre 28, 2026
    // nang 10:59 PM"); money and numbers are written as in en-PH (₱12,345.50).
    intlLocale: 'fil-PH',
    currency: 'PHP',
    currencySymbol: '₱',
    dateStyle: { order: 'mdy', separator: '/' },
    decimalSeparator: '.',
    phonePrefix: '+63',
    // Mobiles 9XX XXX XXXX; Manila landlines (02) 8XXX XXXX have one digit less.
    phoneNationalDigits: { min: 9, max: 10 },
    phoneTrunkPrefix: '0',
    postcodeInputMode: 'numeric',
    bankAccountKind: 'account',
    requiresTrackingConsent: false,
    // The Truth in Lending Act (RA 3765): the finance charge and the effective interest rate.
    costDisclosure: {
      rows: ['amount', 'term', 'payments', 'fees', 'financeCharge', 'effectiveInterestRate', 'totalPayable'],
      cat: false,
      warning: false,
    },
  },
};

/** The languages a country's pages may be built in: its own first, then its otherLanguages. */
export function languagesOf(country: Country): Locale[] {
  const profile = COUNTRY_PROFILES[country];
  return [profile.locale, ...(profile.otherLanguages ?? []).map((language) => language.locale)];
}

/**
 * The country's profile as a build in one of its other languages shows it (build/build-target.ts checks the language
 * is one of them): that locale's texts, numbers, money and dates written with its tag. No locale: the country's own.
 */
export function countryProfileIn(country: Country, locale: Locale | undefined): CountryProfile {
  const profile = COUNTRY_PROFILES[country];
  const other = profile.otherLanguages?.find((language) => language.locale === locale);
  return other ? { ...profile, locale: other.locale, intlLocale: other.intlLocale } : profile;
}
