import { compactIdentifier } from './normalize.ts';
import { invalid, type ValidationResult } from './result.ts';

/**
 * A domestic bank account number where the country has no IBAN and no national check digit the lender can apply
 * (Colombia, Vietnam, the Philippines: each bank numbers its own accounts, 6 to 19 digits). Only the shape is checked;
 * the bank confirms the account when it pays out.
 */
export const DOMESTIC_ACCOUNT_FAILURES = ['format', 'length'] as const;
export type DomesticAccountFailure = (typeof DOMESTIC_ACCOUNT_FAILURES)[number];
export type DomesticAccountResult = ValidationResult<DomesticAccountFailure>;

export const normalizeDomesticAccount = compactIdentifier;

/** A validator for the account numbers of one country, by their digit count. */
export function domesticAccountValidator(digits: { min: number; max: number }) {
  return (input: string | null | undefined): DomesticAccountResult => {
    const value = normalizeDomesticAccount(input);
    if (!/^\d*$/.test(value)) return invalid('format');
    if (value.length < digits.min || value.length > digits.max) return invalid('length');
    return { valid: true, value };
  };
}
