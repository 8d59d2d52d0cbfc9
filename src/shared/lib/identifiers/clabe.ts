import { mod10Complement, weightedDigitSum } from './checksum.ts';
import { MEXICAN_BANKS } from './mexican-banks.ts';
import { compactIdentifier, groupForDisplay } from './normalize.ts';
import { invalid, type ValidationResult } from './result.ts';

/** Mexico: CLABE interbank account number (18 digits: bank 3, branch 3, account 11, check 1). */

export const CLABE_FAILURES = ['format', 'length', 'checkDigit'] as const;
export type ClabeFailure = (typeof CLABE_FAILURES)[number];

export type ClabeResult = ValidationResult<
  ClabeFailure,
  { bankCode: string; branchCode: string; accountNumber: string; bankName: string | undefined }
>;

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7];

export const normalizeClabe = compactIdentifier;

export function clabeCheckDigit(first17: string): number {
  return mod10Complement(weightedDigitSum(first17, WEIGHTS) % 10);
}

export function validateClabe(input: string | null | undefined): ClabeResult {
  const value = normalizeClabe(input);
  if (!/^\d*$/.test(value)) return invalid('format');
  if (value.length !== 18) return invalid('length');
  if (clabeCheckDigit(value) !== Number(value.charAt(17))) return invalid('checkDigit');
  const bankCode = value.slice(0, 3);
  return {
    valid: true,
    value,
    bankCode,
    branchCode: value.slice(3, 6),
    accountNumber: value.slice(6, 17),
    bankName: MEXICAN_BANKS[bankCode],
  };
}

/** Bank, branch, account, check: "002 010 07777777777 1". */
export function formatClabe(input: string | null | undefined): string {
  return groupForDisplay(normalizeClabe(input), [3, 3, 11, 1]);
}

/** Builds a CLABE from its first 17 digits (test data, fixtures). */
export function buildClabe(first17: string): string {
  return first17 + String(clabeCheckDigit(first17));
}
