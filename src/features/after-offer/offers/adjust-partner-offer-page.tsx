/**
 * /partner-offer-2 (state 39): the second partner lets the applicant change its offer before accepting: a smaller
 * amount (never more than it approved, never less than the market lends) and another term within the market's
 * limits, with the monthly payment estimated as they type. Or they decline it. POST /lead/update-provident-offer
 * {offerId, amount, period, accepted}; the funnel follows the state the server names.
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { Offer } from '#contract/lead.ts';
import { market } from '#markets/market.ts';
import { updateProvidentOffer } from './api/update-provident-offer.ts';
import { formatMoney } from '#shared/lib/money.ts';
import { ChoiceGroupField } from '#shared/ui/form/choice-group-field.tsx';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { StepLoading } from '../step-loading.tsx';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { ANSWERS } from './answer.ts';
import { adjustLimits, estimateMonthlyPayment, isExpired, type AdjustLimits } from './offer-terms.ts';
import { ExpiredOffer, OFFERS_NAMESPACE, OfferSummary } from './offer-summary.tsx';
import { adjustedTerms, adjustSchema } from './adjust-offer-form.ts';
import { partnerOfferBody } from './partner-offer-body.ts';
import { usePartnerOffers } from './use-partner-offers.ts';

const STATE = 39;

export default function AdjustPartnerOfferPage() {
  const partner = usePartnerOffers(STATE);
  const offer = partner.offers?.[0];
  if (!offer) return <StepLoading failed={partner.failed} onRetry={partner.retry} />;
  if (isExpired(offer, new Date()))
    return <ExpiredOffer offer={offer} partnerName={partner.partnerName} onRefresh={partner.retry} />;
  return (
    <AdjustForm
      offer={offer}
      limits={adjustLimits(offer, market.loan)}
      partnerName={partner.partnerName}
      onSent={partner.refreshStatus}
    />
  );
}

/** The adjust form's state and submit: the form, its field errors and frame, and the handler that sends the answer. */
function useAdjustSubmit(offer: Offer, limits: AdjustLimits, onSent: () => void) {
  const offerMoney = { intlLocale: market.country.intlLocale, currency: offer.currency };
  const form = useAfterOfferForm({
    draftKey: '/partner-offer-2',
    schema: adjustSchema(limits, offerMoney, offer.periodScale),
    defaults: { answer: '', amount: String(offer.amount), period: String(offer.period) },
  });
  const { errorOf, submitWith, frame } = useStepSubmit(form, {
    namespace: OFFERS_NAMESPACE,
    fieldOf: (name) => serverField[name],
  });

  const submit = submitWith((values) => {
    const accepted = values.answer === 'accept';
    const chosen = accepted
      ? adjustedTerms(limits, offerMoney, offer, String(values.amount), String(values.period))
      : undefined;
    return (client, id) =>
      updateProvidentOffer(client, partnerOfferBody(id, offer, accepted, chosen ?? offer));
  }, onSent);

  return { form, offerMoney, errorOf, frame, submit };
}

function AdjustForm({
  offer,
  limits,
  partnerName,
  onSent,
}: {
  offer: Offer;
  limits: AdjustLimits;
  partnerName: string;
  onSent: () => void;
}) {
  const { t } = useTranslation(OFFERS_NAMESPACE);
  const intlLocale = market.country.intlLocale;
  const { form, offerMoney, errorOf, frame, submit } = useAdjustSubmit(offer, limits, onSent);
  const [answer, amountTyped, periodTyped] = form.watch(['answer', 'amount', 'period']);
  const terms = adjustedTerms(limits, offerMoney, offer, String(amountTyped), String(periodTyped));
  const money = (amount: number) => formatMoney(amount, intlLocale, offer.currency);

  return (
    <AfterOfferStep
      title={t('adjust.title', { partner: partnerName })}
      intro={<p>{t('adjust.intro', { partner: partnerName })}</p>}
      {...frame}
      onSubmit={() => void submit()}
      submitLabel={t('answer.submit')}
    >
      <OfferSummary offer={offer} partnerName={partnerName} />
      <ChoiceGroupField
        id={fieldIdOf('answer')}
        label={t('answer.legend')}
        hint={t('adjust.answerHint')}
        error={errorOf('answer')}
        choices={ANSWERS.map((value) => ({
          value,
          label: t(value === 'accept' ? 'adjust.accept' : 'answer.decline'),
        }))}
        {...form.register('answer')}
      />
      {answer === 'accept' && (
        <>
          <TextField
            id={fieldIdOf('amount')}
            label={t('adjust.amount')}
            hint={t('adjust.amountHint', {
              min: money(limits.amount.min),
              max: money(limits.amount.max),
              step: money(limits.amount.step),
            })}
            error={errorOf('amount')}
            inputMode="numeric"
            prefix={market.country.currencySymbol}
            {...form.register('amount')}
          />
          {limits.period && (
            <TextField
              id={fieldIdOf('period')}
              label={t(`adjust.period.${offer.periodScale}`)}
              hint={t(`adjust.periodHint.${offer.periodScale}`, {
                min: limits.period.min,
                max: limits.period.max,
              })}
              error={errorOf('period')}
              inputMode="numeric"
              {...form.register('period')}
            />
          )}
          <p className="step-note" role="status" data-testid="adjust-estimate">
            {terms &&
              t('adjust.estimate', {
                monthly: money(
                  estimateMonthlyPayment(terms.amount, terms.period, offer.periodScale, offer.apr),
                ),
              })}
          </p>
        </>
      )}
    </AfterOfferStep>
  );
}

/** The server names the body's fields; the form has the same names except the answer. */
const serverField: Record<string, string | undefined> = {
  amount: 'amount',
  period: 'period',
  accepted: 'answer',
};
