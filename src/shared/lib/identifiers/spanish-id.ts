import { compactIdentifier } from './normalize.ts';
import { invalid, type Invalid, type ValidationResult } from './result.ts';

/** Spain: DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter), same letter rule. */

export const SPANISH_ID_FAILURES = ['format', 'length', 'checkLetter'] as const;
export type SpanishIdFailure = (typeof SPANISH_ID_FAILURES)[number];
export type SpanishIdKind = 'dni' | 'nie';

export type SpanishIdResult = ValidationResult<SpanishIdFailure, { kind: SpanishIdKind }>;

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX_DIGIT: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

export function spanishIdLetter(eightDigits: string): string {
  return LETTERS.charAt(Number(eightDigits) % 23);
}

/** Older DNIs are often written without their leading zero ("1234567L"): pad them back to 8 digits. */
export function normalizeDni(input: string | null | undefined): string {
  const value = compactIdentifier(input);
  return /^\d{7}[A-Z]$/.test(value) ? `0${value}` : value;
}

export const normalizeNie = compactIdentifier;

function check(kind: SpanishIdKind, value: string, digits: string): SpanishIdResult {
  if (spanishIdLetter(digits) !== value.charAt(8)) return invalid('checkLetter');
  return { valid: true, value, kind };
}

export function validateDni(input: string | null | undefined): SpanishIdResult {
  const value = normalizeDni(input);
  if (!/^[0-9A-Z]*$/.test(value)) return invalid('format');
  if (value.length !== 9) return invalid('length');
  if (!/^\d{8}[A-Z]$/.test(value)) return invalid('format');
  return check('dni', value, value.slice(0, 8));
}

export function validateNie(input: string | null | undefined): SpanishIdResult {
  const value = normalizeNie(input);
  if (!/^[0-9A-Z]*$/.test(value)) return invalid('format');
  if (value.length !== 9) return invalid('length');
  const prefix = NIE_PREFIX_DIGIT[value.charAt(0)];
  if (prefix === undefined || !/^\d{7}[A-Z]$/.test(value.slice(1))) return invalid('format');
  return check('nie', value, prefix + value.slice(1, 8));
}

export type SpanishIdAnyResult =
  SpanishIdResult | (Invalid<SpanishIdFailure> & { readonly kind: SpanishIdKind });

/** For a single "DNI or NIE" field: an X, Y or Z in front means NIE. Failures say which kind was assumed. */
export function validateSpanishId(input: string | null | undefined): SpanishIdAnyResult {
  const kind: SpanishIdKind = /^[XYZ]/.test(compactIdentifier(input)) ? 'nie' : 'dni';
  const result = kind === 'nie' ? validateNie(input) : validateDni(input);
  return result.valid ? result : { ...result, kind };
}

/** Builds a DNI from a number 0-99999999. */
export function buildDni(number: number): string {
  const digits = String(number).padStart(8, '0');
  return digits + spanishIdLetter(digits);
}

/** Builds a NIE from its prefix and a number 0-9999999. */
export function buildNie(prefix: 'X' | 'Y' | 'Z', number: number): string {
  const digits = String(number).padStart(7, '0');
  return prefix + digits + spanishIdLetter(NIE_PREFIX_DIGIT[prefix] + digits);
}
