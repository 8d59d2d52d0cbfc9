import { compactIdentifier, groupForDisplay } from './normalize.ts';
import { invalid, type ValidationResult } from './result.ts';

/**
 * The Philippines: the BIR's TIN, and one national ID, the PhilSys card number (PCN) or the UMID's common reference
 * number (CRN). None has a published check digit, so only the format is checked (../shared/MARKETS.md); a mistyped
 * number is caught by the identity check downstream.
 */

export const PHILIPPINE_ID_FAILURES = ['format', 'length'] as const;
export type PhilippineIdFailure = (typeof PHILIPPINE_ID_FAILURES)[number];

/** TIN: 9 digits, or 12 with the 3-digit branch code ("000" for a person's main registration). */
export type TinResult = ValidationResult<PhilippineIdFailure, { branchCode: string | undefined }>;

/** PCN: 16 digits. CRN: 12 digits. */
export type PhilippineNationalIdKind = 'philsys' | 'umid';
export type PhilippineNationalIdResult = ValidationResult<
  PhilippineIdFailure,
  { kind: PhilippineNationalIdKind }
>;

const NATIONAL_ID_LENGTHS: Readonly<Record<number, PhilippineNationalIdKind>> = { 16: 'philsys', 12: 'umid' };

export const normalizeTin = compactIdentifier;
export const normalizePhilippineNationalId = compactIdentifier;

export function validateTin(input: string | null | undefined): TinResult {
  const value = normalizeTin(input);
  if (!/^\d*$/.test(value)) return invalid('format');
  if (value.length !== 9 && value.length !== 12) return invalid('length');
  return { valid: true, value, branchCode: value.length === 12 ? value.slice(9) : undefined };
}

export function validatePhilippineNationalId(input: string | null | undefined): PhilippineNationalIdResult {
  const value = normalizePhilippineNationalId(input);
  if (!/^\d*$/.test(value)) return invalid('format');
  const kind = NATIONAL_ID_LENGTHS[value.length];
  if (kind === undefined) return invalid('length');
  return { valid: true, value, kind };
}

/** "123-456-789" or "123-456-789-000", as the BIR writes it. */
export function formatTin(input: string | null | undefined): string {
  return groupForDisplay(normalizeTin(input), [3, 3, 3, 3]).replaceAll(' ', '-');
}

/** PCN in groups of four ("1234-5678-9012-3456"), CRN as "NNNN-NNNNNNN-N"; anything else as typed, compact. */
export function formatPhilippineNationalId(input: string | null | undefined): string {
  const value = normalizePhilippineNationalId(input);
  const groups = { 16: [4, 4, 4, 4], 12: [4, 7, 1] }[value.length];
  return groups ? groupForDisplay(value, groups).replaceAll(' ', '-') : value;
}
