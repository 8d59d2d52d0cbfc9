import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { Offer } from '#contract/lead.ts';
import type { CostDisclosure, CostRow } from '#markets/cost-disclosure.ts';
import { formatMoney } from '#shared/lib/money.ts';
import { CostOfCredit, offerCostFigures } from '#shared/ui/credit-cost/cost-of-credit.tsx';
import { usePageHeadingFocus } from '#shared/ui/use-page-heading-focus.ts';
import { formatDeadline } from '#shared/lib/dates.ts';

/** The lines the offer's own list shows above its costs. */
const OFFER_HEADLINE: readonly CostRow[] = ['amount', 'term', 'payments', 'apr'];

export interface OfferPageProps {
  offer: Offer;
  intlLocale: string;
  /** The country's lines of the cost of credit (market.country.costDisclosure). */
  disclosure: CostDisclosure;
  /** Offers expire (spec section 9: 24 hours); past that the page says so instead of showing terms. */
  now: Date;
  /** An expired offer cannot be taken: the applicant starts a new application (their loan choice is kept). */
  onStartAgain: () => void;
}

/** /accepted: the offer the lender made, in the applicant's money and dates, and what happens next. */
export function OfferPage({ offer, intlLocale, disclosure, now, onStartAgain }: OfferPageProps) {
  const { t } = useTranslation('outcomes');
  const headingRef = usePageHeadingFocus<HTMLHeadingElement>();
  const expiresAt = new Date(offer.expiresAt);
  const expired = expiresAt.getTime() <= now.getTime();
  const money = (amount: number) => formatMoney(amount, intlLocale, offer.currency);

  if (expired) {
    return (
      <section aria-labelledby="offer-title">
        <h1 id="offer-title" ref={headingRef} tabIndex={-1}>
          {t('offer.expiredTitle')}
        </h1>
        <p>{t('offer.expiredBody')}</p>
        <button type="button" className="button" onClick={onStartAgain}>
          {t('offer.startAgain')}
        </button>
      </section>
    );
  }
  return (
    <section aria-labelledby="offer-title" data-testid="offer-page">
      <h1 id="offer-title" ref={headingRef} tabIndex={-1}>
        {t('offer.title')}
      </h1>
      <p>{t('offer.intro')}</p>
      <dl className="offer-terms">
        <dt>{t('offer.amount')}</dt>
        <dd data-testid="offer-amount">{money(offer.amount)}</dd>
        <dt>{t('offer.period')}</dt>
        <dd>{t(`offer.periodValue.${offer.periodScale}`, { count: offer.period })}</dd>
        <dt>{t('offer.monthlyPayment')}</dt>
        <dd>{money(offer.monthlyPayment)}</dd>
        <dt>{t('offer.apr')}</dt>
        <dd>
          {new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 }).format(
            offer.apr / 100,
          )}
        </dd>
      </dl>
      {/* What the loan costs beside its APR (issue 30): the total payable, the total cost, the market's own rates. */}
      <CostOfCredit
        figures={offerCostFigures(offer)}
        disclosure={disclosure}
        currency={offer.currency}
        intlLocale={intlLocale}
        omit={OFFER_HEADLINE}
      />
      <p>
        {t('offer.expiresAt', {
          date: formatDeadline(expiresAt, intlLocale),
        })}
      </p>
      <h2>{t('offer.nextTitle')}</h2>
      <ol>
        <li>{t('offer.next1')}</li>
        <li>{t('offer.next2')}</li>
        <li>{t('offer.next3')}</li>
      </ol>
    </section>
  );
}
