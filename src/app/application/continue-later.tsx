/**
 * "Continue later" under a pre-offer step, once the lead exists: the lender sends the applicant a single-use link
 * (POST /lead/{id}/resume-link, docs/adr/0027) and the page says until when it works, in the applicant's language and
 * date format. The link itself goes only to the applicant's email: the page never shows it.
 */
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useProgressStore } from '#features/funnel/progress-store-context.tsx';
import { market } from '#markets/market.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import { issueResumeLink } from '#shared/api/operations/issue-resume-link.ts';
import { formatDeadline } from '#shared/lib/dates.ts';
import { formatWait } from '#shared/lib/wait.ts';

type Sent =
  | { state: 'idle' | 'sending' | 'failed' }
  | { state: 'sent'; until: string }
  | { state: 'wait'; wait: string };

export function ContinueLater() {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const leadId = useProgressStore((state) => state.leadId);
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  if (!leadId) return null;

  const send = async () => {
    if (sent.state === 'sending') return;
    setSent({ state: 'sending' });
    const result = await issueResumeLink(client, { id: leadId });
    if (result.ok) {
      setSent({ state: 'sent', until: formatDeadline(result.data.expiresAt, market.country.intlLocale) });
    } else if (result.error.retryAfterSeconds !== undefined) {
      setSent({ state: 'wait', wait: formatWait(result.error.retryAfterSeconds, market.country.intlLocale) });
    } else setSent({ state: 'failed' });
  };

  return (
    <div className="step-links continue-later">
      <button
        type="button"
        className="button button--link"
        aria-disabled={sent.state === 'sending' || undefined}
        onClick={() => void send()}
      >
        {t('continueLater.button')}
      </button>
      <p role="status" className="step-note" data-testid="continue-later-status">
        {sent.state === 'sent' && t('continueLater.sent', { until: sent.until })}
        {sent.state === 'wait' && t('continueLater.wait', { wait: sent.wait })}
        {sent.state === 'failed' && t('continueLater.failed')}
      </p>
    </div>
  );
}
