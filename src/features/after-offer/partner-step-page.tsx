/**
 * The safety net for an after-offer state this build has no screen for (a partner added on the server before the
 * front end knows it): the applicant is told a partner needs one more thing and may go on; going on skips the
 * step on the server (POST /lead/skip/{id}), which names the next state. Never a dead end or a not-found page.
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { StepLayout } from '#shared/ui/step-layout.tsx';
import { useAfterOfferStepCall } from './use-step-call.ts';

export default function PartnerStepPage() {
  const { t } = useTranslation('after-offer');
  const step = useAfterOfferStepCall();
  return (
    <StepLayout
      title={t('partnerStep.title')}
      intro={
        <>
          <p>{t('partnerStep.body')}</p>
          {step.failure && (
            <div role="alert" className="inline-alert" data-testid="step-failed">
              <p>{t('loadFailed')}</p>
            </div>
          )}
        </>
      }
      onSubmit={(event) => {
        event.preventDefault();
        if (!step.busy) void step.skip();
      }}
      submitLabel={t('partnerStep.continue')}
      busyLabel={t('sending')}
      busy={step.busy}
    >
      {null}
    </StepLayout>
  );
}
