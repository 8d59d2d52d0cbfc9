/**
 * Money typed as text on the details steps (helper "details-b": marital and credit details): read the way the
 * market writes amounts ("$12,500.50" in Mexico, "12.500,50" in Spain), checked against the contract's money rule
 * (never negative, cents at most, at most 100 000 000), and turned into the number the body carries.
 */
import { market } from '#markets/market.ts';
import { formatMoney, parseAmount } from '#shared/lib/money.ts';
import { withParams } from '../use-step-messages.ts';

export const MAX_AMOUNT = 100_000_000;

/** The amount a text stands for, or undefined when it is no amount (letters, two decimal points ...). */
export function readAmount(text: string, intlLocale = market.country.intlLocale): number | undefined {
  const value = parseAmount(text, intlLocale);
  return Number.isFinite(value) ? value : undefined;
}

/** Why a typed amount is refused (a message key, with params when it has them), or undefined when it is fine. */
export function amountIssue(text: string, intlLocale = market.country.intlLocale): string | undefined {
  if (text.trim() === '') return 'validation.required';
  const value = readAmount(text, intlLocale);
  if (value === undefined) return 'validation.money';
  // The limits in the message are money as the market writes it, in the market's currency.
  const written = (amount: number) => formatMoney(amount, intlLocale, market.country.currency);
  if (value < 0) return withParams('validation.amount.min', { min: written(0) });
  if (value > MAX_AMOUNT) return withParams('validation.amount.max', { max: written(MAX_AMOUNT) });
  // More than cents is a typo, not an amount: the contract takes multiples of 0.01.
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return 'validation.money';
  return undefined;
}

/** The amount for the body, rounded to cents (call only after amountIssue found nothing). */
export function toAmount(text: string, intlLocale = market.country.intlLocale): number {
  return Math.round((readAmount(text, intlLocale) ?? 0) * 100) / 100;
}

/** What every amount input shares: the currency symbol before it and a keypad with a decimal separator. */
export const amountInput = {
  inputMode: 'decimal',
  prefix: market.country.currencySymbol,
} as const;
