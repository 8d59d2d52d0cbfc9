/**
 * /payment-link (state 19): how the partner pays the loan out: a bank transfer (then the account is needed: a CLABE
 * in Mexico, an IBAN elsewhere, checked with its check digits before sending), cash picked up at a partner point,
 * or onto the applicant's debit card (the partner asks for the card itself, over its own secure page). POST
 * /lead/offer/payment; the funnel follows the state the server names.
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { z } from 'zod';
import type { Offer } from '#contract/lead.ts';
import { bankAccountRuleOf, type IdentifierRule } from '#markets/country-identifiers.ts';
import { market } from '#markets/market.ts';
import { submitOfferPayment } from './api/submit-offer-payment.ts';
import { ChoiceGroupField } from '#shared/ui/form/choice-group-field.tsx';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useStepSubmit } from '../use-step-submit.ts';
import { StepLoading } from '../step-loading.tsx';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { isExpired } from './offer-terms.ts';
import { ExpiredOffer, OFFERS_NAMESPACE, OfferSummary } from './offer-summary.tsx';
import { accountProblem, PAYMENT_METHODS, paymentBody, type PaymentMethod } from './payment-account.ts';
import { usePartnerOffers } from './use-partner-offers.ts';

const STATE = 19;

const isMethod = (value: unknown): value is PaymentMethod =>
  PAYMENT_METHODS.some((method) => method === value);

export const paymentSchema = (rule: IdentifierRule) =>
  z.object({ paymentMethod: z.string().nullable(), account: z.string() }).superRefine((values, context) => {
    if (!isMethod(values.paymentMethod)) {
      context.addIssue({ code: 'custom', path: ['paymentMethod'], message: 'validation.choice' });
      return;
    }
    if (values.paymentMethod !== 'bank-transfer') return;
    const problem = accountProblem(rule, values.account);
    if (problem) context.addIssue({ code: 'custom', path: ['account'], message: problem });
  });

/** The server names the account as the body does (`iban`); the form calls it `account`. */
const fieldOfServer = (name: string) =>
  name === 'iban' ? 'account' : name === 'paymentMethod' ? name : undefined;

export default function PaymentLinkPage() {
  const partner = usePartnerOffers(STATE);
  const offer = partner.offers?.[0];
  if (!offer) return <StepLoading failed={partner.failed} onRetry={partner.retry} />;
  if (isExpired(offer, new Date()))
    return <ExpiredOffer offer={offer} partnerName={partner.partnerName} onRefresh={partner.retry} />;
  return <PaymentForm offer={offer} partnerName={partner.partnerName} onSent={partner.refreshStatus} />;
}

function PaymentForm({
  offer,
  partnerName,
  onSent,
}: {
  offer: Offer;
  partnerName: string;
  onSent: () => void;
}) {
  const { t } = useTranslation(OFFERS_NAMESPACE);
  const kind = market.country.bankAccountKind;
  const rule = bankAccountRuleOf(market.target.country);
  const form = useAfterOfferForm({
    draftKey: '/payment-link',
    schema: paymentSchema(rule),
    defaults: { paymentMethod: '', account: '' },
  });
  const { errorOf, submitWith, frame } = useStepSubmit(form, {
    namespace: OFFERS_NAMESPACE,
    fieldOf: fieldOfServer,
  });
  const method = form.watch('paymentMethod');

  const submit = submitWith((values) => {
    // The schema refuses a method that is not one of PAYMENT_METHODS (isMethod above), so a valid form holds one.
    const chosen = values.paymentMethod as PaymentMethod;
    const account = String(values.account);
    return (client, id) => submitOfferPayment(client, paymentBody(id, offer.offerId, chosen, account));
  }, onSent);

  return (
    <AfterOfferStep
      title={t('payment.title')}
      intro={<p>{t('payment.intro', { partner: partnerName })}</p>}
      {...frame}
      onSubmit={() => void submit()}
      submitLabel={t('payment.submit')}
    >
      <OfferSummary offer={offer} partnerName={partnerName} />
      <ChoiceGroupField
        id={fieldIdOf('paymentMethod')}
        label={t('payment.method')}
        error={errorOf('paymentMethod')}
        choices={PAYMENT_METHODS.map((value) => ({ value, label: t(`payment.methods.${value}`) }))}
        {...form.register('paymentMethod')}
      />
      {isMethod(method) && (
        <p className="step-note" data-testid="payment-method-note">
          {t(`payment.notes.${method}`, { partner: partnerName })}
        </p>
      )}
      {method === 'bank-transfer' && (
        <TextField
          id={fieldIdOf('account')}
          label={t(`payment.${kind}`)}
          hint={t(`payment.${kind}Hint`)}
          error={errorOf('account')}
          spellCheck={false}
          autoCapitalize="characters"
          {...(kind === 'iban' ? { maxLength: 42 } : { inputMode: 'numeric' as const, maxLength: 28 })}
          {...form.register('account')}
        />
      )}
    </AfterOfferStep>
  );
}
