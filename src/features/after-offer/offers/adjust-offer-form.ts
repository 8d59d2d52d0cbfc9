/**
 * The rules of the offer-change form (state 39): what is typed for the amount and the term, read the way the
 * country writes numbers, checked against the limits (adjustLimits), and turned into the terms sent.
 */
import { z } from 'zod';
import type { Offer } from '#contract/lead.ts';
import { formatMoney, parseAmount } from '#shared/lib/money.ts';
import { withParams } from '../use-step-messages.ts';
import { isAnswer } from './answer.ts';
import { onGrid, type AdjustLimits, type AdjustRange } from './offer-terms.ts';

/** How the offer's money is written: the market's number format, the offer's currency. */
export interface OfferMoney {
  intlLocale: string;
  currency: string;
}

/**
 * The message key of what is wrong with the amount typed, or undefined. The approved amount itself is allowed.
 * Limits in the message are money as the country writes it ($500, 500 zł), never a bare number.
 */
export function amountProblem(text: string, range: AdjustRange, money: OfferMoney): string | undefined {
  if (text.trim() === '') return 'validation.required';
  const amount = parseAmount(text, money.intlLocale);
  if (!Number.isFinite(amount)) return 'validation.money';
  const written = (value: number) => formatMoney(value, money.intlLocale, money.currency);
  if (amount < range.min) return withParams('validation.amount.min', { min: written(range.min) });
  if (amount > range.max) return withParams('validation.amount.max', { max: written(range.max) });
  if (amount !== range.max && !onGrid(amount, range))
    return withParams('validation.amount.step', { step: written(range.step), min: written(range.min) });
  return undefined;
}

/**
 * The message key of what is wrong with the term typed (whole numbers only), or undefined. The message names the
 * offer's unit (days, months) through the i18n context, and the limits as a range.
 */
export function periodProblem(
  text: string,
  range: AdjustRange,
  unit: Offer['periodScale'],
): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'validation.required';
  if (!/^\d+$/.test(trimmed)) return 'validation.number';
  const period = Number(trimmed);
  if (period < range.min || period > range.max)
    return withParams('validation.term.range', {
      min: range.min,
      max: range.max,
      count: range.max,
      context: unit,
    });
  if (!onGrid(period, range))
    return withParams('validation.term.step', { step: range.step, min: range.min, context: unit });
  return undefined;
}

export const adjustSchema = (limits: AdjustLimits, money: OfferMoney, unit: Offer['periodScale']) =>
  z
    .object({ answer: z.string().nullable(), amount: z.string(), period: z.string() })
    .superRefine((values, context) => {
      if (!isAnswer(values.answer)) {
        context.addIssue({ code: 'custom', path: ['answer'], message: 'validation.choice' });
        return;
      }
      // Declining sends the offer as it was: what is typed in the hidden fields does not matter then.
      if (values.answer !== 'accept') return;
      const amount = amountProblem(values.amount, limits.amount, money);
      if (amount) context.addIssue({ code: 'custom', path: ['amount'], message: amount });
      const period = limits.period && periodProblem(values.period, limits.period, unit);
      if (period) context.addIssue({ code: 'custom', path: ['period'], message: period });
    });

/** The terms to send when what is typed is valid (the offer's term when the market's limits cannot change it). */
export function adjustedTerms(
  limits: AdjustLimits,
  money: OfferMoney,
  offer: Pick<Offer, 'period' | 'periodScale'>,
  amountText: string,
  periodText: string,
): { amount: number; period: number } | undefined {
  if (amountProblem(amountText, limits.amount, money)) return undefined;
  const amount = parseAmount(amountText, money.intlLocale);
  if (!limits.period) return { amount, period: offer.period };
  if (periodProblem(periodText, limits.period, offer.periodScale)) return undefined;
  return { amount, period: Number(periodText.trim()) };
}
