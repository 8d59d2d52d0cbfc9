/** Country facts that the funnel reads as capabilities: locale, money, phone prefix and loan limits. */
import type { Country, Locale } from './matrix.ts';

export interface LoanLimits {
  amount: { default: number; min: number; max: number; step: number };
  period: { default: number; min: number; max: number; step: number; scale: 'days' | 'months' };
}

export interface CountryProfile {
  code: Country;
  /** The locale the app starts in; en is always the fallback. */
  locale: Locale;
  /** BCP 47 tag for number, currency and date formatting. */
  intlLocale: string;
  currency: string;
  currencySymbol: string;
  phonePrefix: string;
  loanLimits: LoanLimits;
  /** True for EU markets: third-party scripts wait for consent there. */
  requiresTrackingConsent: boolean;
}

/** Spec section 9, "Generic defaults": used where a country sets no limits of its own. */
export const GENERIC_LOAN_LIMITS: LoanLimits = {
  amount: { default: 1000, min: 100, max: 5000, step: 1 },
  period: { default: 31, min: 61, max: 90, step: 1, scale: 'days' },
};

export const COUNTRY_PROFILES: Record<Country, CountryProfile> = {
  mx: {
    code: 'mx',
    locale: 'mx',
    intlLocale: 'es-MX',
    currency: 'MXN',
    currencySymbol: '$',
    phonePrefix: '+52',
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
    phonePrefix: '+57',
    loanLimits: GENERIC_LOAN_LIMITS,
    requiresTrackingConsent: false,
  },
  es: {
    code: 'es',
    locale: 'es',
    intlLocale: 'es-ES',
    currency: 'EUR',
    currencySymbol: '€',
    phonePrefix: '+34',
    loanLimits: GENERIC_LOAN_LIMITS,
    requiresTrackingConsent: true,
  },
  de: {
    code: 'de',
    locale: 'de',
    intlLocale: 'de-DE',
    currency: 'EUR',
    currencySymbol: '€',
    phonePrefix: '+49',
    loanLimits: GENERIC_LOAN_LIMITS,
    requiresTrackingConsent: true,
  },
  pl: {
    code: 'pl',
    locale: 'pl',
    intlLocale: 'pl-PL',
    currency: 'PLN',
    currencySymbol: 'zł',
    phonePrefix: '+48',
    loanLimits: GENERIC_LOAN_LIMITS,
    requiresTrackingConsent: true,
  },
  ro: {
    code: 'ro',
    locale: 'ro',
    intlLocale: 'ro-RO',
    currency: 'RON',
    currencySymbol: 'lei',
    phonePrefix: '+40',
    loanLimits: GENERIC_LOAN_LIMITS,
    requiresTrackingConsent: true,
  },
  vn: {
    code: 'vn',
    locale: 'vn',
    intlLocale: 'vi-VN',
    currency: 'VND',
    currencySymbol: '₫',
    phonePrefix: '+84',
    loanLimits: GENERIC_LOAN_LIMITS,
    requiresTrackingConsent: false,
  },
  ph: {
    code: 'ph',
    locale: 'ph',
    intlLocale: 'en-PH',
    currency: 'PHP',
    currencySymbol: '₱',
    phonePrefix: '+63',
    loanLimits: GENERIC_LOAN_LIMITS,
    requiresTrackingConsent: false,
  },
};
