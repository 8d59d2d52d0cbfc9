/**
 * The rules of the offer-change form (state 39): what is typed for the amount and the term, read the way the
 * country writes numbers, checked against the limits (adjustLimits), and turned into the terms sent.
 */
import { z } from 'zod';
import type { Offer } from '../../../../contract/lead';
import { parseAmount } from '../../../shared/lib/money';
import { withParams } from '../use-step-messages';
import { isAnswer } from './answer';
import { onGrid, type AdjustLimits, type AdjustRange } from './offer-terms';

/** The message key of what is wrong with the amount typed, or undefined. The approved amount itself is allowed. */
export function amountProblem(text: string, range: AdjustRange, intlLocale: string): string | undefined {
  if (text.trim() === '') return 'validation.required';
  const amount = parseAmount(text, intlLocale);
  if (!Number.isFinite(amount)) return 'validation.money';
  if (amount < range.min) return withParams('validation.min', { min: range.min });
  if (amount > range.max) return withParams('validation.max', { max: range.max });
  if (amount !== range.max && !onGrid(amount, range))
    return withParams('validation.step', { step: range.step });
  return undefined;
}

/** The message key of what is wrong with the term typed (whole numbers only), or undefined. */
export function periodProblem(text: string, range: AdjustRange): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'validation.required';
  if (!/^\d+$/.test(trimmed)) return 'validation.number';
  const period = Number(trimmed);
  if (period < range.min) return withParams('validation.min', { min: range.min });
  if (period > range.max) return withParams('validation.max', { max: range.max });
  if (!onGrid(period, range)) return withParams('validation.step', { step: range.step });
  return undefined;
}

export const adjustSchema = (limits: AdjustLimits, intlLocale: string) =>
  z
    .object({ answer: z.string().nullable(), amount: z.string(), period: z.string() })
    .superRefine((values, context) => {
      if (!isAnswer(values.answer)) {
        context.addIssue({ code: 'custom', path: ['answer'], message: 'validation.choice' });
        return;
      }
      // Declining sends the offer as it was: what is typed in the hidden fields does not matter then.
      if (values.answer !== 'accept') return;
      const amount = amountProblem(values.amount, limits.amount, intlLocale);
      if (amount) context.addIssue({ code: 'custom', path: ['amount'], message: amount });
      const period = limits.period && periodProblem(values.period, limits.period);
      if (period) context.addIssue({ code: 'custom', path: ['period'], message: period });
    });

/** The terms to send when what is typed is valid (the offer's term when the market's limits cannot change it). */
export function adjustedTerms(
  limits: AdjustLimits,
  intlLocale: string,
  offer: Pick<Offer, 'period'>,
  amountText: string,
  periodText: string,
): { amount: number; period: number } | undefined {
  if (amountProblem(amountText, limits.amount, intlLocale)) return undefined;
  if (!limits.period) return { amount: parseAmount(amountText, intlLocale), period: offer.period };
  if (periodProblem(periodText, limits.period)) return undefined;
  return { amount: parseAmount(amountText, intlLocale), period: Number(periodText.trim()) };
}
