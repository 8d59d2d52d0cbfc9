/**
 * Which national identifiers each country asks for, with their rules (../shared/MARKETS.md). The full checks are the
 * validators of src/shared/lib/identifiers; this file only says which one a country uses where.
 */
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
  validate?: (compact: string) => { valid: true } | { valid: false; reason: string };
}

/** The account a loan is paid into goes in the `iban` data point, whichever kind the country uses. */
export const BANK_ACCOUNT_RULES: Record<BankAccountKind, IdentifierRule> = {
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

/** The identifiers besides the bank account: a personal code, and Mexico's tax codes. */
const OWN_IDENTIFIERS: Record<Country, OwnIdentifiers> = {
  mx: {
    personalCode: {
      kind: 'curp',
      format: /^[A-ZÑ]{4}\d{6}[HMX][A-Z]{2}[A-ZÑ]{3}[0-9A-Z]\d$/u,
      validate: validateCurp,
    },
    taxRegistryCode: RFC,
    taxIdentificationNumber: RFC,
  },
  es: { personalCode: { kind: 'dni', format: /^(?:\d{8}|[XYZ]\d{7})[A-Z]$/, validate: validateSpanishId } },
  pl: { personalCode: { kind: 'pesel', format: /^\d{11}$/, validate: validatePesel } },
  ro: { personalCode: { kind: 'cnp', format: /^\d{13}$/, validate: validateCnp } },
  co: { personalCode: { kind: 'cedula', format: /^\d{6,10}$/, validate: validateCedula } },
  vn: { personalCode: { kind: 'cccd', format: /^\d{12}$/, validate: validateCccd } },
  de: {},
  ph: {},
};

/** Every identifier a country asks for, by the slot a field looks it up in. */
export const identifiersOf = (country: Country): Partial<Record<IdentifierSlot, IdentifierRule>> => ({
  iban: BANK_ACCOUNT_RULES[COUNTRY_PROFILES[country].bankAccountKind],
  ...OWN_IDENTIFIERS[country],
});
