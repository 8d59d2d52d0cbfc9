/** The validation rules of one country: patterns, number limits, identifiers, phone and number formats. */
import type { DataPointName } from '../../../../contract/dynamic-form.ts';
import { COUNTRY_PROFILES } from '../../../markets/countries.ts';
import {
  validateCccd,
  validateCedula,
  validateClabe,
  validateCnp,
  validateCurp,
  validateIban,
  validatePesel,
  validateRfc,
  validateSpanishId,
} from '../../../shared/lib/identifiers/index.ts';
import type { Country } from '../../../markets/matrix.ts';
import { GENERIC_PATTERNS, MX_PATTERNS, type PatternKind } from './patterns.ts';

export interface NumberLimit {
  min?: number;
  max?: number;
  step?: number;
}

/** Where a field's identifier rule is looked up. */
export type IdentifierSlot =
  'personalCode' | 'iban' | 'taxRegistryCode' | 'taxIdentificationNumber' | 'idCardNumber';

export interface IdentifierRule {
  /** Names the identifier in messages: `validation.identifier.format` with `{ kind: 'curp' }`. */
  kind: string;
  /** The shape of the compact value (trimmed, uppercased, without spaces, dots and hyphens). */
  format: RegExp;
  /**
   * The full check from src/shared/lib/identifiers (structure, dates, check digits). Its failure reason becomes the
   * message key `identifiers.<kind>.<reason>` of that library. Without one, only `format` is checked.
   */
  validate?: (compact: string) => { valid: true } | { valid: false; reason: string };
}

export interface CountryRules {
  country: Country;
  patterns: Record<PatternKind, RegExp>;
  limits: Partial<Record<DataPointName, NumberLimit>>;
  identifiers: Partial<Record<IdentifierSlot, IdentifierRule>>;
  phone: { prefix: string; nationalDigits: { min: number; max: number } };
  decimalSeparator: '.' | ',';
  minimumAge: number;
}

const POSTAL_CODES: Partial<Record<Country, RegExp>> = {
  mx: /^\d{5}$/,
  de: /^\d{5}$/,
  es: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  pl: /^\d{2}-?\d{3}$/,
  ro: /^\d{6}$/,
  co: /^\d{6}$/,
  vn: /^\d{6}$/,
  ph: /^\d{4}$/,
};

const PERSONAL_CODES: Partial<Record<Country, IdentifierRule>> = {
  mx: { kind: 'curp', format: /^[A-ZÑ]{4}\d{6}[HMX][A-Z]{2}[A-ZÑ]{3}[0-9A-Z]\d$/u, validate: validateCurp },
  es: { kind: 'dni', format: /^(?:\d{8}|[XYZ]\d{7})[A-Z]$/, validate: validateSpanishId },
  pl: { kind: 'pesel', format: /^\d{11}$/, validate: validatePesel },
  ro: { kind: 'cnp', format: /^\d{13}$/, validate: validateCnp },
  co: { kind: 'cedula', format: /^\d{6,10}$/, validate: validateCedula },
  vn: { kind: 'cccd', format: /^\d{12}$/, validate: validateCccd },
};

/**
 * A person's RFC has 13 characters and is checked in full (a wrong check digit is only a warning there); a company's
 * has 12, for which the library has no validator, so only its shape is checked.
 */
const RFC: IdentifierRule = {
  kind: 'rfc',
  format: /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/u,
  validate: (compact) => (compact.length === 13 ? validateRfc(compact) : { valid: true }),
};
const IBAN: IdentifierRule = {
  kind: 'iban',
  format: /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/,
  validate: validateIban,
};

const COMMA_DECIMALS: ReadonlySet<Country> = new Set(['de', 'es', 'pl', 'ro', 'co', 'vn']);

const sharedLimits = (country: Country): Partial<Record<DataPointName, NumberLimit>> => {
  const { amount, period } = COUNTRY_PROFILES[country].loanLimits;
  return {
    amount: { min: amount.min, max: amount.max, step: amount.step },
    period: { min: period.min, max: period.max, step: period.step },
    monthlyPaymentDay: { min: 1, max: 31 },
    'incomeDetails.incomePayday': { min: 1, max: 31 },
    'otherDetails.numberOfDependants': { min: 0, max: 20 },
    'otherDetails.numberOfDependantsOther': { min: 0, max: 20 },
    'otherDetails.numberOfInhabitants': { min: 1, max: 30 },
  };
};

export function countryRules(country: Country): CountryRules {
  const profile = COUNTRY_PROFILES[country];
  const base: CountryRules = {
    country,
    patterns: { ...GENERIC_PATTERNS, postalCode: POSTAL_CODES[country] ?? GENERIC_PATTERNS.postalCode },
    limits: sharedLimits(country),
    identifiers: {
      iban: IBAN,
      ...(PERSONAL_CODES[country] ? { personalCode: PERSONAL_CODES[country] } : {}),
    },
    phone: { prefix: profile.phonePrefix, nationalDigits: { min: 6, max: 12 } },
    decimalSeparator: COMMA_DECIMALS.has(country) ? ',' : '.',
    minimumAge: 18,
  };
  if (country !== 'mx') return base;
  return {
    ...base,
    patterns: MX_PATTERNS,
    limits: {
      ...base.limits,
      // Spec sections 5 and 9.
      'otherDetails.overdueDebtAmount': { min: 0, max: 10_000_000 },
      'expenses.totalDebtAmount': { min: 0, max: 500_000 },
    },
    identifiers: {
      ...base.identifiers,
      // The clabe step asks for the CLABE in the iban data point: 18 digits (MARKETS.md).
      iban: { kind: 'clabe', format: /^\d{18}$/, validate: validateClabe },
      taxRegistryCode: RFC,
      taxIdentificationNumber: RFC,
    },
    phone: { prefix: profile.phonePrefix, nationalDigits: { min: 10, max: 10 } },
  };
}
