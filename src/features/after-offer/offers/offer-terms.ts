/**
 * Pure helpers for the offer screens: how an offer reads in the market's money and dates, whether it is still
 * valid, what a changed amount or term would cost a month, and how far the applicant may change it.
 */
import type { Offer } from '#contract/lead.ts';
import type { LoanTerms } from '#markets/loan-products.ts';
import { formatMoney } from '#shared/lib/money.ts';
import { formatDeadline } from '#shared/lib/dates.ts';

/** Past its expiresAt an offer can no longer be taken (spec section 9: offers hold 24 hours). */
export function isExpired(offer: Pick<Offer, 'expiresAt'>, now: Date): boolean {
  return new Date(offer.expiresAt).getTime() <= now.getTime();
}

export interface OfferText {
  amount: string;
  monthlyPayment: string;
  apr: string;
  /** Every payment and fee (issue 30). */
  totalAmountPayable: string;
  expiresAt: string;
}

/** The offer's figures as the country writes them (money in the offer's currency, APR as a percentage). */
export function offerText(offer: Offer, intlLocale: string): OfferText {
  return {
    amount: formatMoney(offer.amount, intlLocale, offer.currency),
    monthlyPayment: formatMoney(offer.monthlyPayment, intlLocale, offer.currency),
    apr: formatApr(offer.apr, intlLocale),
    totalAmountPayable: formatMoney(offer.costs.totalAmountPayable, intlLocale, offer.currency),
    expiresAt: formatDeadline(offer.expiresAt, intlLocale),
  };
}

export function formatApr(apr: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 }).format(apr / 100);
}

/** A term in months for the payment estimate: days count as 30-day months, at least one (as the lender does). */
export function termInMonths(period: number, scale: Offer['periodScale']): number {
  return scale === 'months' ? period : Math.max(1, Math.round(period / 30));
}

/**
 * The monthly payment of an annuity at the offer's APR, rounded to cents: an estimate of what a changed amount or
 * term costs; the partner's contract has the exact figure.
 */
export function estimateMonthlyPayment(
  amount: number,
  period: number,
  scale: Offer['periodScale'],
  apr: number,
): number {
  const months = termInMonths(period, scale);
  const rate = apr / 100 / 12;
  // 1 - (1 + rate)^-months written with expm1/log1p: the plain form cancels to nothing for tiny rates.
  const discount = -Math.expm1(-months * Math.log1p(rate));
  const payment = rate === 0 ? amount / months : (amount * rate) / discount;
  return Math.round(payment * 100) / 100;
}

export interface AdjustRange {
  min: number;
  max: number;
  step: number;
}

export interface AdjustLimits {
  amount: AdjustRange;
  /** Undefined when the market counts terms in another unit than the offer: the term stays as offered. */
  period: AdjustRange | undefined;
}

/**
 * How far the applicant may change a partner's offer: the amount from the market's minimum up to what the partner
 * approved (never more: the approval was for that much), on the market's grid; the term within the market's
 * limits when they are in the offer's unit. A range never excludes the offer itself.
 */
export function adjustLimits(offer: Offer, limits: LoanTerms): AdjustLimits {
  const amountMax = Math.min(limits.amount.max, offer.amount);
  const amount = {
    min: Math.min(limits.amount.min, amountMax),
    max: amountMax,
    step: limits.amount.step,
  };
  const period =
    limits.term.unit === offer.periodScale
      ? {
          min: Math.min(limits.term.min, offer.period),
          max: Math.max(limits.term.max, offer.period),
          step: limits.term.step,
        }
      : undefined;
  return { amount, period };
}

/** Is the value one the range allows: inside it and on its grid (counted from the minimum)? */
export function onGrid(value: number, range: AdjustRange): boolean {
  return Number.isInteger((value - range.min) / range.step);
}
