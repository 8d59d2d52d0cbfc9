/**
 * The representative example where the applicant chooses amount and term (issue 30): what the loan typed would cost,
 * following the amount and term as they are typed (an amount or term not yet readable, or outside the product's
 * limits, shows the nearest one the product lends). Its figures come from the product's price (market.loan.pricing)
 * through the same module the lender's offers are priced with (contract/credit-cost.ts).
 */
import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { creditCost } from '#contract/credit-cost.ts';
import type { AmountRange } from '#markets/loan-products.ts';
import { market } from '#markets/market.ts';
import { parseAmount } from '../../lib/money.ts';
import { CostOfCredit, type CostFigures } from './cost-of-credit.tsx';

/** The typed value as a number inside the range, or the range's default when it cannot be read. */
function withinRange(raw: unknown, range: AmountRange, read: (text: string) => number): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? read(raw) : Number.NaN;
  if (!Number.isFinite(value)) return range.default;
  return Math.min(range.max, Math.max(range.min, value));
}

export function exampleFigures(amountTyped: unknown, termTyped: unknown): CostFigures {
  const { loan, country } = market;
  const amount = withinRange(amountTyped, loan.amount, (text) => parseAmount(text, country.intlLocale));
  const term = Math.round(
    withinRange(termTyped, loan.term, (text) => Number(text.replace(/\D/g, '') || Number.NaN)),
  );
  const cost = creditCost(loan.pricing, { amount, term, unit: loan.term.unit });
  return {
    amount,
    term,
    unit: loan.term.unit,
    ...cost,
    borrowingRatePercent: loan.pricing.borrowingRatePercent,
    rateType: loan.pricing.rateType,
  };
}

const noSubscription = () => () => undefined;

/**
 * The build prerenders the loan's figures for the product's default loan (docs/adr/0021): while the app hydrates that
 * markup it must draw the same, whatever the landing or the fields say, then follow them. False in the prerender and
 * during hydration (the server snapshot, which Preact's layer reads there as React did: docs/adr/0035), true in every
 * render after.
 */
export const useDrawnAfterHydration = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * Drawn again only when the amount or the term changes: solving the APR is the step's heaviest sum (about 15 ms at CPU
 * 4x in a profile), and the step re-renders on keys in other fields, on Next and when its errors show.
 */
export const RepresentativeExample = memo(function RepresentativeExample({
  amount,
  term,
}: {
  amount: unknown;
  term: unknown;
}) {
  const { t } = useTranslation('common');
  const live = useDrawnAfterHydration();
  const figures = live ? exampleFigures(amount, term) : exampleFigures(undefined, undefined);
  return (
    <section className="representative-example" aria-labelledby="representative-example-title">
      <h2 id="representative-example-title">{t('cost.exampleTitle')}</h2>
      <CostOfCredit
        figures={figures}
        disclosure={market.country.costDisclosure}
        currency={market.country.currency}
        intlLocale={market.country.intlLocale}
      />
    </section>
  );
});
