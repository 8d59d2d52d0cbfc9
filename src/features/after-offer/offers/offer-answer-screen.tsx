/**
 * One partner offer to accept or decline: the sale (state 17) and the first, third and fourth partner offers
 * (38, 40, 41) differ only in the call and the copy. The applicant picks an answer (nothing is picked for them, so
 * a slip of the thumb declines nothing) and sends it; a decline is an answer the server records too, and the funnel
 * follows whatever state the server names next.
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { Offer } from '#contract/lead.ts';
import { ChoiceGroupField } from '#shared/ui/form/choice-group-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { StepLoading } from '../step-loading.tsx';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import type { StepCall } from '../use-step-call.ts';
import { ANSWERS, answerSchema } from './answer.ts';
import { isExpired } from './offer-terms.ts';
import { ExpiredOffer, OFFERS_NAMESPACE, OfferSummary } from './offer-summary.tsx';
import { usePartnerOffers } from './use-partner-offers.ts';

/** The copy of one screen: `<copyKey>.title` and `<copyKey>.intro` in the offers namespace. */
export type AnswerCopyKey = 'sale' | 'partnerOffer1' | 'partnerOffer3' | 'partnerOffer4';

export interface OfferAnswerScreenProps {
  state: number;
  /** The screen's route (its draft is kept under it). */
  route: string;
  copyKey: AnswerCopyKey;
  /** The step call for the answer. */
  call: (offer: Offer, accepted: boolean) => StepCall;
}

export function OfferAnswerScreen(props: OfferAnswerScreenProps) {
  const partner = usePartnerOffers(props.state);
  const offer = partner.offers?.[0];
  if (!offer) return <StepLoading failed={partner.failed} onRetry={partner.retry} />;
  if (isExpired(offer, new Date()))
    return <ExpiredOffer offer={offer} partnerName={partner.partnerName} onRefresh={partner.retry} />;
  return (
    <AnswerForm {...props} offer={offer} partnerName={partner.partnerName} onSent={partner.refreshStatus} />
  );
}

function AnswerForm({
  route,
  copyKey,
  call,
  offer,
  partnerName,
  onSent,
}: OfferAnswerScreenProps & { offer: Offer; partnerName: string; onSent: () => void }) {
  const { t } = useTranslation(OFFERS_NAMESPACE);
  const form = useAfterOfferForm({
    draftKey: route,
    schema: answerSchema,
    defaults: { answer: '' },
  });
  const { errorOf, submitWith, frame } = useStepSubmit(form, {
    namespace: OFFERS_NAMESPACE,
    fieldOf: (name) => (name === 'accepted' ? 'answer' : undefined),
  });

  const submit = submitWith((values) => call(offer, values.answer === 'accept'), onSent);

  return (
    <AfterOfferStep
      title={t(`${copyKey}.title`, { partner: partnerName })}
      intro={<p>{t(`${copyKey}.intro`, { partner: partnerName })}</p>}
      {...frame}
      onSubmit={() => void submit()}
      submitLabel={t('answer.submit')}
    >
      <OfferSummary offer={offer} partnerName={partnerName} />
      <ChoiceGroupField
        id={fieldIdOf('answer')}
        label={t('answer.legend')}
        hint={t('answer.hint', { partner: partnerName })}
        error={errorOf('answer')}
        choices={ANSWERS.map((answer) => ({ value: answer, label: t(`answer.${answer}`) }))}
        {...form.register('answer')}
      />
    </AfterOfferStep>
  );
}
