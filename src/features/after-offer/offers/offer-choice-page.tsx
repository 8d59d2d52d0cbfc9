/**
 * /offer-choice (state 37): the partner offers several loans (three, from the lead status); the applicant picks one
 * and it is confirmed with POST /lead/sale {offerId, accepted: true}, which completes this step on the server.
 * Each option reads its amount, term, monthly payment and APR, so a screen reader user compares them as easily.
 * Offers past their expiry are not offered; when none is left the page says the offers expired.
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { z } from 'zod';
import type { Offer } from '#contract/lead.ts';
import { market } from '#markets/market.ts';
import { submitSale } from './api/submit-sale.ts';
import { ChoiceGroupField } from '#shared/ui/form/choice-group-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { StepLoading } from '../step-loading.tsx';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { isExpired, offerText } from './offer-terms.ts';
import { ExpiredOffer, OFFERS_NAMESPACE } from './offer-summary.tsx';
import { usePartnerOffers } from './use-partner-offers.ts';

const STATE = 37;

/** Only an offer still on the table may be chosen (a draft can hold one that expired meanwhile). */
export const offerChoiceSchema = (offerIds: readonly string[]) =>
  z.object({
    offerId: z
      .string()
      .nullable()
      .refine((value) => value !== null && offerIds.includes(value), 'validation.choice'),
  });

export default function OfferChoicePage() {
  const partner = usePartnerOffers(STATE);
  if (!partner.offers) return <StepLoading failed={partner.failed} onRetry={partner.retry} />;
  const now = new Date();
  const open = partner.offers.filter((offer) => !isExpired(offer, now));
  const [first] = partner.offers;
  if (open.length === 0 && first)
    return <ExpiredOffer offer={first} partnerName={partner.partnerName} onRefresh={partner.retry} />;
  return (
    <ChoiceForm
      offers={open}
      someExpired={open.length < partner.offers.length}
      partnerName={partner.partnerName}
      onSent={partner.refreshStatus}
    />
  );
}

function ChoiceForm({
  offers,
  someExpired,
  partnerName,
  onSent,
}: {
  offers: readonly Offer[];
  someExpired: boolean;
  partnerName: string;
  onSent: () => void;
}) {
  const { t } = useTranslation(OFFERS_NAMESPACE);
  const form = useAfterOfferForm({
    draftKey: '/offer-choice',
    schema: offerChoiceSchema(offers.map((offer) => offer.offerId)),
    defaults: { offerId: '' },
  });
  const { errorOf, submitWith, frame } = useStepSubmit(form, { namespace: OFFERS_NAMESPACE });
  const intlLocale = market.country.intlLocale;
  const earliestExpiry = offers.reduce((soonest, offer) =>
    offer.expiresAt < soonest.expiresAt ? offer : soonest,
  );

  const submit = submitWith(
    (values) => (client, id) => submitSale(client, { id, offerId: String(values.offerId), accepted: true }),
    onSent,
  );

  const optionLabel = (offer: Offer) => {
    const text = offerText(offer, intlLocale);
    return t('choice.option', {
      amount: text.amount,
      term: t(`terms.periodValue.${offer.periodScale}`, { count: offer.period }),
      monthly: text.monthlyPayment,
      apr: text.apr,
      total: text.totalAmountPayable,
    });
  };

  return (
    <AfterOfferStep
      title={t('choice.title')}
      intro={
        <>
          <p>{t('choice.intro', { partner: partnerName, count: offers.length })}</p>
          {someExpired && <p>{t('choice.someExpired')}</p>}
        </>
      }
      {...frame}
      onSubmit={() => void submit()}
      submitLabel={t('choice.submit')}
    >
      <ChoiceGroupField
        id={fieldIdOf('offerId')}
        label={t('choice.legend')}
        hint={t('choice.hint', { date: offerText(earliestExpiry, intlLocale).expiresAt })}
        error={errorOf('offerId')}
        choices={offers.map((offer) => ({ value: offer.offerId, label: optionLabel(offer) }))}
        {...form.register('offerId')}
      />
    </AfterOfferStep>
  );
}
