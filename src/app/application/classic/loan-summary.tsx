/**
 * The classic first page's loan (issue 31, docs/adr/0028-the-step-counter.md): the amount and term the landing
 * brought, or the product's defaults, with a link to the loan step to change them, and what that loan costs (issue
 * 30's figures, from the product's price), so the applicant sees the loan and its cost before the first personal
 * question, and no step is asked before step 1.
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Link } from '#shared/routing/links.tsx';
import { market } from '#markets/market.ts';
import { formatMoney } from '#shared/lib/money.ts';
import { CostOfCredit } from '#shared/ui/credit-cost/cost-of-credit.tsx';
import { exampleFigures, useDrawnAfterHydration } from '#shared/ui/credit-cost/representative-example.tsx';
import './loan-summary.css';

interface LoanSummaryProps {
  amount: unknown;
  term: unknown;
  /** The loan step's link. */
  changeHref: string;
}

export function LoanSummary({ amount, term, changeHref }: LoanSummaryProps) {
  const { t } = useTranslation('common');
  // The prerendered first step drew the product's default loan: drawn the same while the app takes it over.
  const live = useDrawnAfterHydration();
  const figures = live ? exampleFigures(amount, term) : exampleFigures(undefined, undefined);
  const { currency, intlLocale, costDisclosure } = market.country;
  const choice = t('loanSummary.choice', {
    amount: formatMoney(figures.amount, intlLocale, currency),
    term: t(`cost.termValue.${figures.unit}`, { count: figures.term }),
  });
  return (
    <section className="loan-summary" aria-labelledby="loan-summary-title" data-testid="loan-summary">
      <h2 id="loan-summary-title">{t('loanSummary.title')}</h2>
      <p className="loan-summary-choice">
        <span data-testid="loan-summary-choice">{choice}</span>{' '}
        <Link className="loan-summary-change" to={changeHref}>
          {t('loanSummary.change')} <span className="visually-hidden">{t('loanSummary.changeWhat')}</span>
        </Link>
      </p>
      <CostOfCredit
        figures={figures}
        disclosure={costDisclosure}
        currency={currency}
        intlLocale={intlLocale}
        omit={['amount', 'term']}
      />
    </section>
  );
}
