/**
 * The wniosek's Polish bank account, typed as an IBAN (PL + 26 digits) or as the 26-digit NRB people copy from their
 * banking app. The ID card number it also asks for (dowód osobisty) is checked by the shared identifiers
 * (src/shared/lib/identifiers/polish-id-card.ts), like every national identifier.
 */
import { normalizeIban, validateIban, type IbanResult } from '#shared/lib/identifiers/index.ts';

/** The compact IBAN of a Polish account: "PL" is added to a bare 26-digit NRB. */
export function normalizePolishAccount(input: string): string {
  const value = normalizeIban(input);
  return /^\d{26}$/.test(value) ? `PL${value}` : value;
}

/** The IBAN check on the compact form; an account of another country is refused with `country`. */
export function validatePolishAccount(input: string): IbanResult {
  const value = normalizePolishAccount(input);
  const result = validateIban(value);
  if (result.valid && result.countryCode !== 'PL') return { valid: false, reason: 'country' };
  return result;
}
