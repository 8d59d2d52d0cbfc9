/**
 * /offer-choice (state 37): the partner offers several loans (three, from the lead status); the applicant picks one
 * and it is confirmed with POST /lead/sale {offerId, accepted: true}, which completes this step on the server.
 * Each option reads its amount, term, monthly payment and APR, so a screen reader user compares them as easily.
 * Offers past their expiry are not offered; when none is left the page says the offers expired.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Offer } from '../../../../contract/lead';
import { market } from '../../../markets/market';
import { submitSale } from '../../../shared/api/operations/submit-sale';
import { ChoiceGroupField } from '../../../shared/ui/form/ChoiceGroupField';
import { AfterOfferStep, fieldErrorText } from '../AfterOfferStep';
import { StepLoading } from '../StepLoading';
import { applyServerErrors, fieldIdOf, useAfterOfferForm } from '../use-after-offer-form';
import { useAfterOfferStepCall } from '../use-step-call';
import { useStepMessages } from '../use-step-messages';
import { isExpired, offerText } from './offer-terms';
import { ExpiredOffer, OFFERS_NAMESPACE } from './OfferSummary';
import { usePartnerOffers } from './use-partner-offers';

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
  const step = useAfterOfferStepCall();
  const messageText = useStepMessages(OFFERS_NAMESPACE);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const form = useAfterOfferForm({
    draftKey: '/offer-choice',
    schema: offerChoiceSchema(offers.map((offer) => offer.offerId)),
    defaults: { offerId: '' },
  });
  const errorOf = fieldErrorText(form.formState.errors, messageText);
  const intlLocale = market.country.intlLocale;
  const earliestExpiry = offers.reduce((soonest, offer) =>
    offer.expiresAt < soonest.expiresAt ? offer : soonest,
  );

  const submit = form.handleSubmit(async (values) => {
    setGeneralErrors([]);
    const offerId = String(values.offerId);
    const outcome = await step.send((client, id) => submitSale(client, { id, offerId, accepted: true }));
    if (outcome.ok) onSent();
    else setGeneralErrors(applyServerErrors(form, outcome.fieldErrors));
  });

  const optionLabel = (offer: Offer) => {
    const text = offerText(offer, intlLocale);
    return t('choice.option', {
      amount: text.amount,
      term: t(`terms.periodValue.${offer.periodScale}`, { count: offer.period }),
      monthly: text.monthlyPayment,
      apr: text.apr,
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
      errors={form.formState.errors}
      generalErrors={generalErrors}
      submitCount={form.formState.submitCount}
      onSubmit={() => void submit()}
      submitLabel={t('choice.submit')}
      busy={step.busy}
      failed={step.failed}
      messageText={messageText}
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
