import { buildIban, validateIban, type IbanFailure } from './iban.ts';
import { invalid, type ValidationResult } from './result.ts';

/** Germany: DE IBAN, decoded into Bankleitzahl and account number. */

export type GermanIbanResult = ValidationResult<IbanFailure, { bankCode: string; accountNumber: string }>;

// German account numbers carry check digits computed by one of ~150 bank-specific methods; the IBAN's
// mod 97 already catches typing errors, so those methods are not re-implemented here.
export function validateGermanIban(input: string | null | undefined): GermanIbanResult {
  const result = validateIban(input);
  if (!result.valid) return result;
  if (result.countryCode !== 'DE') return invalid('country');
  return {
    valid: true,
    value: result.value,
    bankCode: result.bban.slice(0, 8),
    accountNumber: result.bban.slice(8),
  };
}

/** Bank code (8 digits) and account number (up to 10 digits, left-padded with zeros as banks do). */
export function buildGermanIban(bankCode: string, accountNumber: string): string {
  return buildIban('DE', bankCode + accountNumber.padStart(10, '0'));
}
