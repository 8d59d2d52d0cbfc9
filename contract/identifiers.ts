/**
 * What the browser never stores (../shared/DESIGN.md "Personal data in the browser", docs/adr/0011): national ids,
 * tax ids, bank accounts, passwords and one-time codes. They stay in memory until they are sent; the server keeps them
 * after that. One list, read by the storage layer, so no form has to remember it.
 */
import type { DataPointName } from './dynamic-form.ts';

/** Lead data points that identify a person or an account (CURP, RFC, CLABE, CNP, PESEL ... by market). */
export const IDENTIFIER_DATA_POINTS = [
  'personalDetails.personalCode',
  'employer.taxRegistryCode',
  'otherDetails.taxIdentificationNumber',
  'otherDetails.idCardNumber',
  'otherDetails.pensionNumber',
  'incomeDetails.iban',
] as const satisfies readonly DataPointName[];

/**
 * Fields of the after-offer forms (contract/after-offer.ts bodies) that are identifiers, accounts or secrets: the
 * Romanian CNP, the Polish PESEL and account, id document numbers, the bank account, the partner account's password
 * and the mobile verification code.
 */
export const SECRET_FORM_FIELDS = [
  'cnp',
  'pesel',
  'idCardNumber',
  'documentNumber',
  'iban',
  'bankAccountNumber',
  'password',
  'passwordConfirmation',
  'code',
] as const;

/**
 * The field names storage drops, whatever object they sit in: the last segment of a dotted data point
 * (`personalDetails.personalCode` -> `personalCode`) and the after-offer fields. A key is matched by its last dotted
 * segment, so the same list covers the lead (nested), the dynamic answers (dotted keys) and the drafts (flat keys).
 */
export const NEVER_STORED_FIELD_NAMES: ReadonlySet<string> = new Set([
  ...IDENTIFIER_DATA_POINTS.map((name) => name.slice(name.lastIndexOf('.') + 1)),
  ...SECRET_FORM_FIELDS,
]);

/** True when a storage key (flat or dotted) names an identifier or a secret. */
export const isNeverStored = (key: string): boolean =>
  NEVER_STORED_FIELD_NAMES.has(key.slice(key.lastIndexOf('.') + 1));
