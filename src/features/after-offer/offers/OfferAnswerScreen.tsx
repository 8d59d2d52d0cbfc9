/**
 * One partner offer to accept or decline: the sale (state 17) and the first, third and fourth partner offers
 * (38, 40, 41) differ only in the call and the copy. The applicant picks an answer (nothing is picked for them, so
 * a slip of the thumb declines nothing) and sends it; a decline is an answer the server records too, and the funnel
 * follows whatever state the server names next.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '../../../../contract/lead';
import { ChoiceGroupField } from '../../../shared/ui/form/ChoiceGroupField';
import { AfterOfferStep, fieldErrorText } from '../AfterOfferStep';
import { StepLoading } from '../StepLoading';
import { applyServerErrors, fieldIdOf, useAfterOfferForm } from '../use-after-offer-form';
import { useAfterOfferStepCall, type StepCall } from '../use-step-call';
import { useStepMessages } from '../use-step-messages';
import { ANSWERS, answerSchema } from './answer';
import { isExpired } from './offer-terms';
import { ExpiredOffer, OFFERS_NAMESPACE, OfferSummary } from './OfferSummary';
import { usePartnerOffers } from './use-partner-offers';

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
  const step = useAfterOfferStepCall();
  const messageText = useStepMessages(OFFERS_NAMESPACE);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const form = useAfterOfferForm({
    draftKey: route,
    schema: answerSchema,
    defaults: { answer: '' },
  });
  const errorOf = fieldErrorText(form.formState.errors, messageText);

  const submit = form.handleSubmit(async (values) => {
    setGeneralErrors([]);
    const accepted = values.answer === 'accept';
    const outcome = await step.send(call(offer, accepted));
    if (outcome.ok) onSent();
    else
      setGeneralErrors(
        applyServerErrors(form, outcome.fieldErrors, (name) => (name === 'accepted' ? 'answer' : undefined)),
      );
  });

  return (
    <AfterOfferStep
      title={t(`${copyKey}.title`, { partner: partnerName })}
      intro={<p>{t(`${copyKey}.intro`, { partner: partnerName })}</p>}
      errors={form.formState.errors}
      generalErrors={generalErrors}
      submitCount={form.formState.submitCount}
      onSubmit={() => void submit()}
      submitLabel={t('answer.submit')}
      busy={step.busy}
      failed={step.failed}
      messageText={messageText}
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
