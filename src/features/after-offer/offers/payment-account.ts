/**
 * The account the money is paid into, by market (src/markets/country-identifiers.ts, bankAccountRuleOf): a CLABE in
 * Mexico (18 digits, check digit), an IBAN where the country has one (mod 97), else the bank's own account number
 * (its digit count). Each is sent compact, the form the contract's account field (incomeDetailsSchema.iban) takes.
 */
import type { OfferPaymentRequest } from '#contract/after-offer.ts';
import type { IdentifierRule } from '#markets/country-identifiers.ts';
import { normalizeIban } from '#shared/lib/identifiers/index.ts';

export type PaymentMethod = OfferPaymentRequest['paymentMethod'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['bank-transfer', 'cash-pickup', 'debit-card'];

/** The message key of what is wrong with the account typed, or undefined when it is valid. */
export function accountProblem(rule: IdentifierRule, typed: string): string | undefined {
  const compact = compactAccount(typed);
  if (compact === '') return 'validation.required';
  const result = rule.validate
    ? rule.validate(compact)
    : rule.format.test(compact)
      ? { valid: true as const }
      : { valid: false as const, reason: 'format' };
  return result.valid ? undefined : `identifiers.${rule.kind}.${result.reason}`;
}

/** The compact account as sent: capitals and digits, without the spaces, dots, hyphens and the word IBAN people type. */
export const compactAccount = (typed: string): string => normalizeIban(typed);

/** The body of POST /lead/offer/payment: the account only with a bank transfer. */
export function paymentBody(
  id: string,
  offerId: string,
  method: PaymentMethod,
  account: string,
): OfferPaymentRequest {
  return method === 'bank-transfer'
    ? { id, offerId, paymentMethod: method, iban: compactAccount(account) }
    : { id, offerId, paymentMethod: method };
}
