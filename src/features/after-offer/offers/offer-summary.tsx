/**
 * The partner's offer as the applicant reads it before answering: amount, term, monthly payment and APR in the
 * market's money, what it costs in all in the market's words (issue 30), and until when it holds. An expired offer gets its own page: it can no longer be answered, and
 * the applicant can ask for the partner's current one (the lead status is read again).
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { Offer } from '#contract/lead.ts';
import type { CostRow } from '#markets/cost-disclosure.ts';
import { market } from '#markets/market.ts';
import { CostOfCredit, offerCostFigures } from '#shared/ui/credit-cost/cost-of-credit.tsx';
import { StepLayout } from '#shared/ui/step-layout.tsx';
import { offerText } from './offer-terms.ts';

export const OFFERS_NAMESPACE = 'after-offer-offers';

/** The lines the offer's own list shows above its costs. */
const OFFER_HEADLINE: readonly CostRow[] = ['amount', 'term', 'payments', 'apr'];

export function OfferSummary({ offer, partnerName }: { offer: Offer; partnerName: string }) {
  const { t } = useTranslation(OFFERS_NAMESPACE);
  const text = offerText(offer, market.country.intlLocale);
  return (
    <div className="offer-summary" data-testid="offer-summary">
      <h2>{t('terms.from', { partner: partnerName })}</h2>
      <dl className="offer-terms">
        <dt>{t('terms.amount')}</dt>
        <dd data-testid="offer-amount">{text.amount}</dd>
        <dt>{t('terms.period')}</dt>
        <dd>{t(`terms.periodValue.${offer.periodScale}`, { count: offer.period })}</dd>
        <dt>{t('terms.monthlyPayment')}</dt>
        <dd>{text.monthlyPayment}</dd>
        <dt>{t('terms.apr')}</dt>
        <dd>{text.apr}</dd>
      </dl>
      {/* What the loan costs beside its APR (issue 30): the total payable, the total cost, the market's own rates. */}
      <CostOfCredit
        figures={offerCostFigures(offer)}
        disclosure={market.country.costDisclosure}
        currency={offer.currency}
        intlLocale={market.country.intlLocale}
        omit={OFFER_HEADLINE}
      />
      <p>{t('terms.validUntil', { date: text.expiresAt })}</p>
    </div>
  );
}

export function ExpiredOffer({
  offer,
  partnerName,
  onRefresh,
}: {
  offer: Offer;
  partnerName: string;
  onRefresh: () => void;
}) {
  const { t } = useTranslation(OFFERS_NAMESPACE);
  const text = offerText(offer, market.country.intlLocale);
  return (
    <StepLayout
      title={t('expired.title')}
      intro={
        <p data-testid="offer-expired">{t('expired.body', { partner: partnerName, date: text.expiresAt })}</p>
      }
      onSubmit={(event) => {
        event.preventDefault();
        onRefresh();
      }}
      submitLabel={t('expired.refresh')}
    >
      {null}
    </StepLayout>
  );
}
