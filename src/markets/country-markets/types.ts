/**
 * What one country brings to a build: its profile (plain JSON, countries.ts), its validation data and its national
 * identifiers with their validators. The rules of each country are a module of their own (country-markets/<country>.ts)
 * so that a build imports its own country's only (`virtual:country-markets`, build/cell-modules-plugin.ts; ADR 0019).
 */
import type { DataPointDefinition, DataPointName } from '#contract/dynamic-form.ts';
import type { ApplicantCheck, ApplicantFacts } from '#shared/lib/identifiers/index.ts';
import type { PatternKind } from '#shared/lib/validation/patterns.ts';
import type { CountryProfile } from '../countries.ts';

/** What a country's module (country-markets/<country>.ts) holds: what JSON could not carry. */
export interface CountryMarketRules {
  validation: CountryValidation;
  /** What a postcode fills in the address form (../postcode-address.ts). */
  postcodeFill: PostcodeFill;
  /** Every identifier the country asks for, by the slot a field looks it up in; `iban` is the payout account. */
  identifiers: Partial<Record<IdentifierSlot, IdentifierRule>> & { iban: IdentifierRule };
}

export interface CountryMarket extends CountryMarketRules {
  profile: CountryProfile;
}

/** What a postcode fills in a country's address form (../postcode-address.ts says what each means). */
export type PostcodeFill = 'colonias' | 'city' | 'none';

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

export interface NumberLimit {
  min?: number;
  max?: number;
  step?: number;
}

export interface CountryValidation {
  /** ../shared/MARKETS.md's postal code of the country. */
  postcode: RegExp;
  /** What people type that the country writes otherwise (a hyphen left out). */
  normalisePostcode?: (typed: string) => string;
  /** Patterns of the country's own, over the generic ones: how each is built, on first use (patterns.ts). */
  patterns?: Partial<Record<PatternKind, () => RegExp>>;
  /** Number limits beyond the ones every country shares. */
  limits?: Partial<Record<DataPointName, NumberLimit>>;
}

/** The routes of the classic pre-offer steps, without the leading slash (the classic page's step paths). */
export type ClassicStepPath =
  | 'loan-information'
  | 'personal-details'
  | 'contact-details'
  | 'income-details'
  | 'other-information'
  | 'reference-information'
  | 'employment-details';

/** What a country changes in the generic classic form: data points it does not ask, and data points it adds. */
export interface ClassicTailoring {
  omit?: readonly DataPointName[];
  /** Added at the end of a step. */
  add?: Partial<Record<ClassicStepPath, readonly DataPointDefinition[]>>;
  /** Added right after a data point the generic form asks, where it belongs (a second surname after the first). */
  addAfter?: Partial<Record<DataPointName, readonly DataPointDefinition[]>>;
}
