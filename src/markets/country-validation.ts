/**
 * The validation rules of one country: patterns, number limits, identifiers, phone and number formats. The facts are
 * market data (each country's module in country-markets/, read through country-market.ts, and the variant's loan
 * product); `countryRules` puts them in the shape the forms read.
 */
import type { DataPointName } from '#contract/dynamic-form.ts';
import {
  GENERIC_PATTERN_BUILDERS,
  patternsBuiltOnFirstUse,
  type PatternKind,
} from '#shared/lib/validation/patterns.ts';
import { countryMarketOf } from './country-market.ts';
import type {
  CountryValidation,
  IdentifierRule,
  IdentifierSlot,
  NumberLimit,
} from './country-markets/types.ts';
import type { LoanTerms, TermUnit } from './loan-products.ts';
import type { DateStyle } from '#shared/lib/dates.ts';
import type { Country } from './matrix.ts';

export type { CountryValidation, IdentifierRule, IdentifierSlot, NumberLimit, PatternKind };

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
  const { profile, validation: own, identifiers } = countryMarketOf(country);
  return {
    country,
    // Built when a field first checks one (patterns.ts says why).
    patterns: patternsBuiltOnFirstUse({
      ...GENERIC_PATTERN_BUILDERS,
      ...own.patterns,
      postalCode: () => own.postcode,
    }),
    limits: { ...sharedLimits(loan), ...own.limits },
    identifiers,
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
