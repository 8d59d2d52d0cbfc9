/**
 * What a loan costs, in the country's words and formats (issue 30): the lines its disclosure lists
 * (src/markets/countries.ts, costDisclosure), Mexico's CAT line, and the EU's warning that borrowing money costs
 * money. The same lines serve the representative example where the applicant chooses amount and term, and the
 * offers, so an applicant compares like with like.
 */
import { Fragment } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { Offer } from '#contract/lead.ts';
import type { CostDisclosure, CostRow } from '#markets/cost-disclosure.ts';
import { formatMoney, formatPercent, minorDigitsOf } from '../../lib/money.ts';
import './cost-of-credit.css';

/** The figures of one loan, as computed (contract/credit-cost.ts) or as the lender's offer states them. */
export interface CostFigures {
  amount: number;
  term: number;
  unit: 'days' | 'months';
  instalment: number;
  instalmentCount: number;
  borrowingRatePercent: number;
  rateType: 'fixed' | 'variable';
  upfrontFees: number;
  totalCostOfCredit: number;
  totalAmountPayable: number;
  aprPercent: number;
  effectiveAnnualRatePercent: number;
  /** Mexico's CAT, without IVA; undefined where the lender states none. */
  catPercent: number | undefined;
}

export interface CostOfCreditProps {
  figures: CostFigures;
  disclosure: CostDisclosure;
  currency: string;
  intlLocale: string;
  /** Lines the page already shows beside this (an offer's own amount, term, payment and APR). */
  omit?: readonly CostRow[];
}

/** An offer's figures as the lender states them (contract/lead.ts, Offer and its costs). */
export function offerCostFigures(offer: Offer): CostFigures {
  return {
    amount: offer.amount,
    term: offer.period,
    unit: offer.periodScale,
    instalment: offer.monthlyPayment,
    instalmentCount: offer.costs.instalmentCount,
    borrowingRatePercent: offer.costs.borrowingRate,
    rateType: offer.costs.rateType,
    upfrontFees: offer.costs.fees,
    totalCostOfCredit: offer.costs.totalCostOfCredit,
    totalAmountPayable: offer.costs.totalAmountPayable,
    aprPercent: offer.apr,
    effectiveAnnualRatePercent: offer.costs.effectiveAnnualRate,
    catPercent: offer.costs.cat,
  };
}

/** Money to the currency's own minor unit (no decimals for the đồng), then written the country's way. */
function moneyIn(intlLocale: string, currency: string) {
  const unit = 10 ** minorDigitsOf(currency);
  return (amount: number) => formatMoney(Math.round(amount * unit) / unit, intlLocale, currency);
}

const percentIn = (intlLocale: string) => (percent: number) => formatPercent(percent, intlLocale, 1);

export function CostOfCredit({ figures, disclosure, currency, intlLocale, omit = [] }: CostOfCreditProps) {
  const { t } = useTranslation('common');
  const money = moneyIn(intlLocale, currency);
  const percent = percentIn(intlLocale);
  const value: Record<CostRow, () => string> = {
    amount: () => money(figures.amount),
    term: () => t(`cost.termValue.${figures.unit}`, { count: figures.term }),
    borrowingRate: () => t(`cost.rate.${figures.rateType}`, { rate: percent(figures.borrowingRatePercent) }),
    payments: () =>
      figures.instalmentCount === 1
        ? t('cost.onePayment', { amount: money(figures.instalment) })
        : t('cost.monthlyPayments', { count: figures.instalmentCount, amount: money(figures.instalment) }),
    fees: () => money(figures.upfrontFees),
    totalCost: () => money(figures.totalCostOfCredit),
    financeCharge: () => money(figures.totalCostOfCredit),
    totalPayable: () => money(figures.totalAmountPayable),
    apr: () => percent(figures.aprPercent),
    effectiveAnnualRate: () => percent(figures.effectiveAnnualRatePercent),
    effectiveInterestRate: () => t('cost.perYear', { rate: percent(figures.aprPercent) }),
  };
  return (
    <div className="cost-of-credit" data-testid="cost-of-credit">
      <dl className="cost-terms">
        {disclosure.rows
          .filter((row) => !omit.includes(row))
          .map((row) => (
            <Fragment key={row}>
              <dt>{t(`cost.rows.${row}`)}</dt>
              <dd data-cost={row}>{value[row]()}</dd>
            </Fragment>
          ))}
      </dl>
      {disclosure.cat && figures.catPercent !== undefined && (
        <p className="cost-cat" data-cost="cat">
          {t('cost.cat', { rate: percent(figures.catPercent) })}
        </p>
      )}
      {disclosure.warning && (
        <p className="cost-warning" data-cost="warning">
          <strong>{t('cost.warning')}</strong>
        </p>
      )}
    </div>
  );
}
