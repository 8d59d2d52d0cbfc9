import { compactIdentifier, groupThousands } from './normalize.ts';
import { invalid, type ValidationResult } from './result.ts';

/**
 * Colombia: cédula de ciudadanía, 6 to 10 digits. It has no check digit: the Registraduría assigns plain
 * sequential numbers, so no checksum is applied (code that applies one rejects real people). A mistyped
 * cédula is caught by the identity check downstream, not here.
 */

export const CEDULA_FAILURES = ['format', 'length'] as const;
export type CedulaFailure = (typeof CEDULA_FAILURES)[number];

export type CedulaResult = ValidationResult<CedulaFailure>;

export const normalizeCedula = compactIdentifier;

export function validateCedula(input: string | null | undefined): CedulaResult {
  const value = normalizeCedula(input);
  if (!/^\d*$/.test(value)) return invalid('format');
  if (value.length < 6 || value.length > 10) return invalid('length');
  return { valid: true, value };
}

/** Thousands separated by dots, as printed on the card: "1.020.304.050". */
export function formatCedula(input: string | null | undefined): string {
  return groupThousands(normalizeCedula(input));
}
