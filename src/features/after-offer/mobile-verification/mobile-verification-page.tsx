/**
 * /mobile-verification (state 7): the lender sent a code by text message to the applicant's phone; typing it
 * proves the number is theirs. The open challenge comes from the lead status (the server keeps it, so a reload
 * neither sends another text nor loses the page). Another code can be asked for once the server's wait is over;
 * a wrong or expired code is said at the field. "Change number" leads to /change-mobile-number.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { z } from 'zod';
import type { MobileVerificationChallenge } from '#contract/lead.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import { leadStatusQueryKey, useLeadStatus } from '#shared/api/operations/lead-status.ts';
import { resendMobileCode } from './api/resend-mobile-code.ts';
import { verifyMobile } from './api/verify-mobile.ts';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { AfterOfferStep } from '../after-offer-step.tsx';
import { useAfterOfferStepCall } from '../use-step-call.ts';
import { useStepSubmit } from '../use-step-submit.ts';
import { withParams } from '../use-step-messages.ts';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { StepLoading } from '../step-loading.tsx';
import { market } from '#markets/market.ts';
import { formatWait } from '#shared/lib/wait.ts';

const CHANGE_NUMBER_STATE = 15;
const VERIFICATION_STATE = 7;

export const verificationCodeSchema = (codeLength: number) =>
  z.object({
    code: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .regex(/^\d+$/, 'verification.errors.digits')
      .length(codeLength, withParams('verification.errors.length', { count: codeLength })),
  });

export default function MobileVerificationPage() {
  const step = useAfterOfferStepCall();
  const status = useLeadStatus(step.leadId);
  const store = useProgressStoreApi();
  const challenge = status.data?.status === 'mobile-verification' ? status.data.verification : undefined;
  const decided = status.data && status.data.status !== 'mobile-verification' ? status.data : undefined;

  // Verified meanwhile (another tab) or no longer asked for: go where the server says.
  useEffect(() => {
    if (decided && decided.status !== 'checking') store.getState().pushProgressState(decided.state);
  }, [decided, store]);

  if (!challenge) return <StepLoading failed={status.isError} onRetry={() => void status.refetch()} />;
  return <VerificationForm challenge={challenge} />;
}

/** "Send another code": asks the server for a new challenge, and says how that went (and any wait it asked for). */
function useResendCode(leadId: string, onNewChallenge: (challenge: MobileVerificationChallenge) => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  /** The wait the API asked for when it refused a resend (a 429), in seconds. */
  const [resendWait, setResendWait] = useState<number | undefined>(undefined);

  const askForAnotherCode = async () => {
    setResend('sending');
    const result = await resendMobileCode(client, { id: leadId });
    if (!result.ok) {
      setResendWait(result.error.retryAfterSeconds);
      setResend('failed');
      return;
    }
    onNewChallenge(result.data);
    setResend('sent');
    queryClient.setQueryData(leadStatusQueryKey(leadId), (previous: unknown) =>
      previous && typeof previous === 'object' ? { ...previous, verification: result.data } : previous,
    );
  };

  return { resend, resendWait, askForAnotherCode };
}

function VerificationForm({ challenge: initial }: { challenge: MobileVerificationChallenge }) {
  const { t } = useTranslation('after-offer');
  const queryClient = useQueryClient();
  const store = useProgressStoreApi();
  const [challenge, setChallenge] = useState(initial);
  const secondsLeft = useCountdown(challenge.resendAfterSeconds, challenge.expiresAt);
  const form = useAfterOfferForm({
    draftKey: '/mobile-verification',
    schema: verificationCodeSchema(challenge.codeLength),
    defaults: { code: '' },
    // A one-time code is a secret for its ten minutes: never stored.
    privateFields: ['code'],
  });
  const { step, errorOf, submitWith, frame } = useStepSubmit(form, { namespace: 'after-offer' });
  const { resend, resendWait, askForAnotherCode } = useResendCode(step.leadId, (next) => {
    setChallenge(next);
    form.resetField('code');
  });

  const submit = submitWith(
    (values) => (apiClient, id) => verifyMobile(apiClient, { id, code: String(values.code) }),
    () => void queryClient.invalidateQueries({ queryKey: leadStatusQueryKey(step.leadId) }),
  );

  return (
    <AfterOfferStep
      title={t('verification.title')}
      intro={<p>{t('verification.intro', { phone: challenge.phoneNumberMasked })}</p>}
      {...frame}
      onSubmit={() => void submit()}
      submitLabel={t('verification.submit')}
    >
      <TextField
        id={fieldIdOf('code')}
        label={t('verification.code', { count: challenge.codeLength })}
        hint={t('verification.codeHint')}
        error={errorOf('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={challenge.codeLength}
        {...form.register('code')}
      />
      <div className="step-links">
        <button
          type="button"
          className="button button--link"
          aria-disabled={secondsLeft > 0 || resend === 'sending' || undefined}
          onClick={() => {
            if (secondsLeft === 0 && resend !== 'sending') void askForAnotherCode();
          }}
        >
          {secondsLeft > 0 ? t('verification.resendIn', { count: secondsLeft }) : t('verification.resend')}
        </button>
        <button
          type="button"
          className="button button--link"
          onClick={() => store.getState().pushProgressState([CHANGE_NUMBER_STATE, VERIFICATION_STATE])}
        >
          {t('verification.changeNumber')}
        </button>
      </div>
      <p role="status" className="step-note">
        {resend === 'sent' && t('verification.resent', { phone: challenge.phoneNumberMasked })}
        {resend === 'failed' &&
          (resendWait === undefined
            ? t('verification.resendFailed')
            : t('verification.resendWait', { wait: formatWait(resendWait, market.country.intlLocale) }))}
      </p>
    </AfterOfferStep>
  );
}

/** Seconds until another code may be asked for, counted from when this challenge (its expiry is its key) arrived. */
function useCountdown(resendAfterSeconds: number, challengeKey: string): number {
  const [countdown, setCountdown] = useState({ key: challengeKey, left: resendAfterSeconds });
  const current = countdown.key === challengeKey ? countdown.left : resendAfterSeconds;
  useEffect(() => {
    const timer = setInterval(
      () =>
        setCountdown((previous) => ({
          key: challengeKey,
          left: Math.max(0, (previous.key === challengeKey ? previous.left : resendAfterSeconds) - 1),
        })),
      1000,
    );
    return () => clearInterval(timer);
  }, [resendAfterSeconds, challengeKey]);
  return current;
}
