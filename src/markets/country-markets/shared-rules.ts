/** Rules more than one country uses: the payout account's kinds and the common postcode shapes. */
import { validateClabe } from '#shared/lib/identifiers/clabe.ts';
import { domesticAccountValidator } from '#shared/lib/identifiers/domestic-account.ts';
import { validateIban } from '#shared/lib/identifiers/iban.ts';
import type { IdentifierRule } from './types.ts';

/** Mexico's CLABE: 18 digits (../shared/MARKETS.md). */
export const CLABE_RULE: IdentifierRule = { kind: 'clabe', format: /^\d{18}$/, validate: validateClabe };

export const IBAN_RULE: IdentifierRule = {
  kind: 'iban',
  format: /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/,
  validate: validateIban,
};

/** A bank's own account number, checked by its digit count (banks number their own accounts). */
export const domesticAccountRule = (digits: { min: number; max: number }): IdentifierRule => ({
  kind: 'account',
  format: new RegExp(`^\\d{${digits.min},${digits.max}}$`),
  validate: domesticAccountValidator(digits),
});

export const FIVE_DIGITS = /^\d{5}$/;
export const SIX_DIGITS = /^\d{6}$/;
