/**
 * The account the money is paid into, by market: a CLABE in Mexico (18 digits, check digit), an IBAN elsewhere
 * (mod 97). Either is sent compact, the form the contract's account field (incomeDetailsSchema.iban) takes.
 */
import type { OfferPaymentRequest } from '../../../../contract/after-offer';
import {
  IDENTIFIER_MESSAGE_KEYS,
  normalizeClabe,
  normalizeIban,
  validateClabe,
  validateIban,
} from '../../../shared/lib/identifiers';
import type { BankAccountKind } from '../../../markets/countries';

export type PaymentMethod = OfferPaymentRequest['paymentMethod'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['bank-transfer', 'cash-pickup', 'debit-card'];

/** The message key of what is wrong with the account typed, or undefined when it is valid. */
export function accountProblem(kind: BankAccountKind, typed: string): string | undefined {
  if (compactAccount(kind, typed) === '') return 'validation.required';
  if (kind === 'clabe') {
    const result = validateClabe(typed);
    return result.valid ? undefined : IDENTIFIER_MESSAGE_KEYS.clabe[result.reason];
  }
  const result = validateIban(typed);
  return result.valid ? undefined : IDENTIFIER_MESSAGE_KEYS.iban[result.reason];
}

/** The compact account as sent: digits only for a CLABE, capitals and digits for an IBAN. */
export const compactAccount = (kind: BankAccountKind, typed: string): string =>
  kind === 'clabe' ? normalizeClabe(typed) : normalizeIban(typed);

/** The body of POST /lead/offer/payment: the account only with a bank transfer. */
export function paymentBody(
  id: string,
  offerId: string,
  method: PaymentMethod,
  kind: BankAccountKind,
  account: string,
): OfferPaymentRequest {
  return method === 'bank-transfer'
    ? { id, offerId, paymentMethod: method, iban: compactAccount(kind, account) }
    : { id, offerId, paymentMethod: method };
}
