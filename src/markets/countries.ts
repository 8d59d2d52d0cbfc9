/**
 * Country facts that the funnel reads as capabilities: locale, money, numbers, phone, bank account and loan limits.
 * Plain JSON: build/market-plugin.ts bakes the built country's profile into `virtual:market` with JSON.stringify, so a
 * pattern or a validator (which would not survive that) lives in country-validation.ts instead.
 */
import type { Country, Locale } from './matrix.ts';

export interface LoanLimits {
  amount: { default: number; min: number; max: number; step: number };
  period: { default: number; min: number; max: number; step: number; scale: 'days' | 'months' };
}

/** The identifier of the account a loan is paid into: the contract's `iban` takes either. */
export type BankAccountKind = 'clabe' | 'iban';

export interface CountryProfile {
  code: Country;
  /** The locale the app starts in; en is always the fallback. */
  locale: Locale;
  /** BCP 47 tag for number, currency and date formatting. */
  intlLocale: string;
  currency: string;
  currencySymbol: string;
  /** How people write the decimal part of a number: "12,500.50" in Mexico, "12.500,50" in Spain. */
  decimalSeparator: '.' | ',';
  phonePrefix: string;
  /** How many digits a phone number has after the prefix. */
  phoneNationalDigits: { min: number; max: number };
  /** The keyboard a postcode is typed on: numeric only where every postcode is digits alone. */
  postcodeInputMode: 'numeric' | 'text';
  bankAccountKind: BankAccountKind;
  loanLimits: LoanLimits;
  /** True for EU markets: third-party scripts wait for consent there. */
  requiresTrackingConsent: boolean;
}

/** Spec section 9, "Generic defaults": used where a country sets no limits of its own. */
export const GENERIC_LOAN_LIMITS: LoanLimits = {
  amount: { default: 1000, min: 100, max: 5000, step: 1 },
  period: { default: 31, min: 61, max: 90, step: 1, scale: 'days' },
};

/** Outside Mexico no exact count is applied yet (../shared/MARKETS.md gives Poland's, 9): a range that fits any national number. */
const ANY_NATIONAL_DIGITS = { min: 6, max: 12 };

export const COUNTRY_PROFILES: Record<Country, CountryProfile> = {
  mx: {
    code: 'mx',
    locale: 'mx',
    intlLocale: 'es-MX',
    currency: 'MXN',
    currencySymbol: '$',
    decimalSeparator: '.',
    phonePrefix: '+52',
    phoneNationalDigits: { min: 10, max: 10 },
    postcodeInputMode: 'numeric',
    bankAccountKind: 'clabe',
    loanLimits: {
      amount: { default: 10000, min: 500, max: 150000, step: 100 },
      period: { default: 12, min: 1, max: 36, step: 1, scale: 'months' },
    },
    requiresTrackingConsent: false,
  },
  co: {
    code: 'co',
    locale: 'co',
    intlLocale: 'es-CO',
    currency: 'COP',
    currencySymbol: '$',
    decimalSeparator: ',',
    phonePrefix: '+57',
    phoneNationalDigits: ANY_NATIONAL_DIGITS,
    postcodeInputMode: 'text',
    bankAccountKind: 'iban',
    loanLimits: GENERIC_LOAN_LIMITS,
    requiresTrackingConsent: false,
  },
  es: {
    code: 'es',
    locale: 'es',
    intlLocale: 'es-ES',
    currency: 'EUR',
    currencySymbol: '€',
    decimalSeparator: ',',
    phonePrefix: '+34',
    phoneNationalDigits: ANY_NATIONAL_DIGITS,
    postcodeInputMode: 'text',
    bankAccountKind: 'iban',
    loanLimits: GENERIC_LOAN_LIMITS,
    requiresTrackingConsent: true,
  },
  de: {
    code: 'de',
    locale: 'de',
    intlLocale: 'de-DE',
    currency: 'EUR',
    currencySymbol: '€',
    decimalSeparator: ',',
    phonePrefix: '+49',
    phoneNationalDigits: ANY_NATIONAL_DIGITS,
    postcodeInputMode: 'text',
    bankAccountKind: 'iban',
    loanLimits: GENERIC_LOAN_LIMITS,
    requiresTrackingConsent: true,
  },
  pl: {
    code: 'pl',
    locale: 'pl',
    intlLocale: 'pl-PL',
    currency: 'PLN',
    currencySymbol: 'zł',
    decimalSeparator: ',',
    phonePrefix: '+48',
    phoneNationalDigits: ANY_NATIONAL_DIGITS,
    postcodeInputMode: 'text',
    bankAccountKind: 'iban',
    loanLimits: GENERIC_LOAN_LIMITS,
    requiresTrackingConsent: true,
  },
  ro: {
    code: 'ro',
    locale: 'ro',
    intlLocale: 'ro-RO',
    currency: 'RON',
    currencySymbol: 'lei',
    decimalSeparator: ',',
    phonePrefix: '+40',
    phoneNationalDigits: ANY_NATIONAL_DIGITS,
    postcodeInputMode: 'text',
    bankAccountKind: 'iban',
    loanLimits: GENERIC_LOAN_LIMITS,
    requiresTrackingConsent: true,
  },
  vn: {
    code: 'vn',
    locale: 'vn',
    intlLocale: 'vi-VN',
    currency: 'VND',
    currencySymbol: '₫',
    decimalSeparator: ',',
    phonePrefix: '+84',
    phoneNationalDigits: ANY_NATIONAL_DIGITS,
    postcodeInputMode: 'text',
    bankAccountKind: 'iban',
    loanLimits: GENERIC_LOAN_LIMITS,
    requiresTrackingConsent: false,
  },
  ph: {
    code: 'ph',
    locale: 'ph',
    intlLocale: 'en-PH',
    currency: 'PHP',
    currencySymbol: '₱',
    decimalSeparator: '.',
    phonePrefix: '+63',
    phoneNationalDigits: ANY_NATIONAL_DIGITS,
    postcodeInputMode: 'text',
    bankAccountKind: 'iban',
    loanLimits: GENERIC_LOAN_LIMITS,
    requiresTrackingConsent: false,
  },
};

/** The account a country's loans are paid into (../shared/MARKETS.md): the CLABE in Mexico, the IBAN elsewhere. */
export const accountKindOf = (country: Country): BankAccountKind => COUNTRY_PROFILES[country].bankAccountKind;
