/**
 * Which national identifiers each country asks for, with their rules (../shared/MARKETS.md). The full checks are the
 * validators of src/shared/lib/identifiers; this file only says which one a country uses where.
 */
import {
  domesticAccountValidator,
  checkCccdAgainstApplicant,
  checkCnpAgainstApplicant,
  checkCurpAgainstApplicant,
  checkPeselAgainstApplicant,
  validateCccd,
  validateCedula,
  validateClabe,
  validateCnp,
  validateCurp,
  validateIban,
  validateNit,
  validatePesel,
  validatePhilippineNationalId,
  validatePolishIdCard,
  validateRfc,
  validateSpanishId,
  validateTin,
  type ApplicantCheck,
  type ApplicantFacts,
} from '../shared/lib/identifiers/index.ts';
import { COUNTRY_PROFILES, type BankAccountKind } from './countries.ts';
import type { Country } from './matrix.ts';

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
  validate?: (compact: string) => { valid: true } | { valid: false; reason: string; kind?: string };
  /**
   * For a personal code that encodes its holder's birth date and sex (CURP, PESEL, CNP, CCCD): whether it agrees with
   * the date of birth and gender the applicant gave. Each mismatch becomes `identifiers.<kind>.<mismatch>`.
   */
  checkApplicant?: (compact: string, applicant: ApplicantFacts) => ApplicantCheck<string>;
}

/** The account a loan is paid into goes in the `iban` data point, whichever kind the country uses. */
export const BANK_ACCOUNT_RULES: Record<Exclude<BankAccountKind, 'account'>, IdentifierRule> = {
  // 18 digits (../shared/MARKETS.md).
  clabe: { kind: 'clabe', format: /^\d{18}$/, validate: validateClabe },
  iban: { kind: 'iban', format: /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, validate: validateIban },
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

type OwnIdentifiers = Partial<Record<Exclude<IdentifierSlot, 'iban'>, IdentifierRule>>;

/**
 * The identifiers besides the bank account, per country (../shared/MARKETS.md): the personal code lenders identify
 * an applicant by, the ID document where it has a check digit of its own (Poland), and the tax number where lenders
 * ask it (Mexico's RFC, Colombia's NIT, the Philippines' TIN). Germany asks none: a German lender identifies by the
 * ID document at video or bank identification, after the offer, and checks the IBAN here.
 */
const OWN_IDENTIFIERS: Record<Country, OwnIdentifiers> = {
  mx: {
    personalCode: {
      kind: 'curp',
      format: /^[A-ZÑ]{4}\d{6}[HMX][A-Z]{2}[A-ZÑ]{3}[0-9A-Z]\d$/u,
      validate: validateCurp,
      checkApplicant: checkCurpAgainstApplicant,
    },
    taxRegistryCode: RFC,
    taxIdentificationNumber: RFC,
  },
  // One field for both: an X, Y or Z in front is a NIE, and its failures name it (`identifiers.nie.*`).
  es: { personalCode: { kind: 'dni', format: /^(?:\d{8}|[XYZ]\d{7})[A-Z]$/, validate: validateSpanishId } },
  pl: {
    personalCode: {
      kind: 'pesel',
      format: /^\d{11}$/,
      validate: validatePesel,
      checkApplicant: checkPeselAgainstApplicant,
    },
    // Dowód osobisty: series of 3 letters, check digit, 5 digits.
    idCardNumber: { kind: 'plIdCard', format: /^[A-Z]{3}\d{6}$/, validate: validatePolishIdCard },
  },
  ro: {
    personalCode: {
      kind: 'cnp',
      format: /^\d{13}$/,
      validate: validateCnp,
      checkApplicant: checkCnpAgainstApplicant,
    },
  },
  co: {
    // The cédula has no check digit; the NIT (a person's is their cédula plus a DV) has one.
    personalCode: { kind: 'cedula', format: /^\d{6,10}$/, validate: validateCedula },
    taxIdentificationNumber: { kind: 'nit', format: /^\d{7,16}$/, validate: validateNit },
  },
  vn: {
    personalCode: {
      kind: 'cccd',
      format: /^\d{12}$/,
      validate: validateCccd,
      checkApplicant: checkCccdAgainstApplicant,
    },
  },
  de: {},
  ph: {
    // PhilSys card number (16 digits) or UMID CRN (12): no published check digit, format only.
    personalCode: {
      kind: 'phNationalId',
      format: /^(?:\d{12}|\d{16})$/,
      validate: validatePhilippineNationalId,
    },
    // 9 digits, or 12 with the branch code: format only.
    taxIdentificationNumber: { kind: 'tin', format: /^(?:\d{9}|\d{12})$/, validate: validateTin },
  },
};

/** The rule of the account a country's loans are paid into; a domestic number is checked by its digit count. */
export function bankAccountRuleOf(country: Country): IdentifierRule {
  const { bankAccountKind, bankAccountDigits } = COUNTRY_PROFILES[country];
  if (bankAccountKind !== 'account') return BANK_ACCOUNT_RULES[bankAccountKind];
  const digits = bankAccountDigits ?? { min: 6, max: 20 };
  return {
    kind: 'account',
    format: new RegExp(`^\\d{${digits.min},${digits.max}}$`),
    validate: domesticAccountValidator(digits),
  };
}

/** Every identifier a country asks for, by the slot a field looks it up in. */
export const identifiersOf = (country: Country): Partial<Record<IdentifierSlot, IdentifierRule>> => ({
  iban: bankAccountRuleOf(country),
  ...OWN_IDENTIFIERS[country],
});
