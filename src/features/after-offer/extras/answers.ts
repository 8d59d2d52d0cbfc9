/**
 * Small pieces the extras steps share: yes/no answers kept as radio values, and money typed as text in the
 * market's way of writing numbers, read back as an amount the contract accepts (never negative, cents at most).
 */
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';
import { market } from '#markets/market.ts';
import { formatMoney, parseAmount } from '#shared/lib/money.ts';
import { withParams } from '../use-step-messages.ts';

/** A radio answer: '' until the applicant picks one (nothing is chosen for them). */
export type YesNo = '' | 'yes' | 'no';

/** The contract's money limit (moneySchema in contract/primitives.ts). */
export const MONEY_MAX = 100_000_000;

export const yesNoSchema = lazySchema(() => z.enum(['yes', 'no'], { error: 'validation.choice' }));

/** A choice among `codes`; an empty value is "nothing chosen". */
export const choiceOf = <const Code extends string>(codes: readonly [Code, ...Code[]]) =>
  z.enum(codes, { error: 'validation.choice' });

/** How the market writes money: what readMoney needs of market.country. */
export interface MoneyFormat {
  intlLocale: string;
  currency: string;
  currencySymbol: string;
}

/**
 * Reads a typed amount ("2500", "2,500.50", "$2,500" in es-MX) as a number with at most two decimals, or
 * undefined when it is not one: letters, a minus sign or a third decimal are refused, not silently dropped.
 */
export function readMoney(text: string, format: MoneyFormat = market.country): number | undefined {
  const bare = text.trim().replace(format.currencySymbol, '').replace(format.currency, '').trim();
  if (!/^\d[\d\s\u00a0\u202f.,]*$/u.test(bare)) return undefined;
  const amount = parseAmount(bare, format.intlLocale);
  if (!Number.isFinite(amount) || amount < 0) return undefined;
  // Cents at most: 12.345 is a typo, not an amount.
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return undefined;
  return Math.round(amount * 100) / 100;
}

/** An amount as the market writes money ($1,950.50; $1,950 for whole amounts). */
export function formatAmount(amount: number, format: MoneyFormat = market.country): string {
  return formatMoney(amount, format.intlLocale, format.currency);
}

/**
 * The issue, if any, of a typed amount that must be at least `min` (a message key, params encoded). The limits in
 * the message are money as the market writes it ($1, 100.000.000 €), never a bare number.
 */
export function moneyIssue(
  text: string,
  min: number,
  format: MoneyFormat = market.country,
): string | undefined {
  if (text.trim() === '') return 'validation.required';
  const amount = readMoney(text, format);
  if (amount === undefined) return 'validation.money';
  if (amount < min) return withParams('validation.amount.min', { min: formatAmount(min, format) });
  if (amount > MONEY_MAX)
    return withParams('validation.amount.max', { max: formatAmount(MONEY_MAX, format) });
  return undefined;
}

/** A typed amount as a zod field: required, an amount, at least `min`. */
export const moneyText = (min: number) =>
  z.string().superRefine((value, context) => {
    const issue = moneyIssue(value, min);
    if (issue) context.addIssue({ code: 'custom', message: issue });
  });
