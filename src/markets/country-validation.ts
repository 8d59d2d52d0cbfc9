/**
 * The validation rules of one country: patterns, number limits, identifiers, phone and number formats. The facts are
 * market data (here, countries.ts, country-identifiers.ts and the variant's loan product); `countryRules` puts them in
 * the shape the forms read.
 */
import type { DataPointName } from '../../contract/dynamic-form.ts';
import { GENERIC_PATTERNS, namePattern, type PatternKind } from '../shared/lib/validation/patterns.ts';
import { COUNTRY_PROFILES } from './countries.ts';
import { identifiersOf, type IdentifierRule, type IdentifierSlot } from './country-identifiers.ts';
import type { LoanTerms, TermUnit } from './loan-products.ts';
import type { DateStyle } from '../shared/lib/dates.ts';
import type { Country } from './matrix.ts';

export type { IdentifierRule, IdentifierSlot, PatternKind };

export interface NumberLimit {
  min?: number;
  max?: number;
  step?: number;
}

export interface CountryRules {
  country: Country;
  patterns: Record<PatternKind, RegExp>;
  limits: Partial<Record<DataPointName, NumberLimit>>;
  identifiers: Partial<Record<IdentifierSlot, IdentifierRule>>;
  phone: { prefix: string; nationalDigits: { min: number; max: number }; trunkPrefix?: string };
  decimalSeparator: '.' | ',';
  /** How dates are typed and shown: the order of day and month, and the separator. */
  dateStyle: DateStyle;
  /** How amounts are written: Intl.NumberFormat of this locale, in this currency. */
  money: { intlLocale: string; currency: string; symbol: string };
  /** The unit the loan's term (the `period` data point) is counted in. */
  termUnit: TermUnit;
  /** A postcode as the country writes it: Poland's 00950 becomes 00-950. */
  normalisePostcode: (typed: string) => string;
  minimumAge: number;
}

interface CountryValidation {
  /** ../shared/MARKETS.md's postal code of the country. */
  postcode: RegExp;
  /** What people type that the country writes otherwise (a hyphen left out). */
  normalisePostcode?: (typed: string) => string;
  /** Patterns of the country's own, over GENERIC_PATTERNS. */
  patterns?: Partial<Record<PatternKind, RegExp>>;
  /** Number limits beyond the ones every country shares. */
  limits?: Partial<Record<DataPointName, NumberLimit>>;
}

const FIVE_DIGITS = /^\d{5}$/;
const SIX_DIGITS = /^\d{6}$/;

const COUNTRY_VALIDATION: Record<Country, CountryValidation> = {
  mx: {
    postcode: FIVE_DIGITS,
    // Spec section 5: Unicode letters, spaces and hyphens only.
    patterns: { name: namePattern(' -') },
    // Spec sections 5 and 9.
    limits: {
      'otherDetails.overdueDebtAmount': { min: 0, max: 10_000_000 },
      'expenses.totalDebtAmount': { min: 0, max: 500_000 },
    },
  },
  de: { postcode: FIVE_DIGITS },
  // The first two digits are a province, 01 to 52.
  es: { postcode: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/ },
  // NN-NNN; people also leave the hyphen out, and get it back.
  pl: {
    postcode: /^\d{2}-?\d{3}$/,
    normalisePostcode: (typed) => typed.replace(/^(\d{2})(\d{3})$/, '$1-$2'),
  },
  ro: { postcode: SIX_DIGITS },
  co: { postcode: SIX_DIGITS },
  vn: { postcode: SIX_DIGITS },
  ph: { postcode: /^\d{4}$/ },
};

/** The limits every country has: its variant's loan product, and counts and days that do not vary. */
const sharedLimits = ({ amount, term }: LoanTerms): Partial<Record<DataPointName, NumberLimit>> => {
  return {
    amount: { min: amount.min, max: amount.max, step: amount.step },
    period: { min: term.min, max: term.max, step: term.step },
    monthlyPaymentDay: { min: 1, max: 31 },
    'incomeDetails.incomePayday': { min: 1, max: 31 },
    'otherDetails.numberOfDependants': { min: 0, max: 20 },
    'otherDetails.numberOfDependantsOther': { min: 0, max: 20 },
    'otherDetails.numberOfInhabitants': { min: 1, max: 30 },
  };
};

const asTyped = (typed: string) => typed;

/**
 * The rules of a country for the loan product of the page (`market.loan` in the app, loanProductOf in tests): the
 * product is taken as an argument so that a page's bundle holds its own product and not the table of all of them.
 */
export function countryRules(country: Country, loan: LoanTerms): CountryRules {
  const profile = COUNTRY_PROFILES[country];
  const own = COUNTRY_VALIDATION[country];
  return {
    country,
    patterns: { ...GENERIC_PATTERNS, ...own.patterns, postalCode: own.postcode },
    limits: { ...sharedLimits(loan), ...own.limits },
    identifiers: identifiersOf(country),
    phone: {
      prefix: profile.phonePrefix,
      nationalDigits: profile.phoneNationalDigits,
      ...(profile.phoneTrunkPrefix ? { trunkPrefix: profile.phoneTrunkPrefix } : {}),
    },
    decimalSeparator: profile.decimalSeparator,
    dateStyle: profile.dateStyle,
    money: { intlLocale: profile.intlLocale, currency: profile.currency, symbol: profile.currencySymbol },
    termUnit: loan.term.unit,
    normalisePostcode: own.normalisePostcode ?? asTyped,
    minimumAge: 18,
  };
}
