import { useEffect, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { LeadDecision } from '#features/funnel/use-follow-decision.ts';
import { useLeadStatus } from '#shared/api/operations/lead-status.ts';
import { usePageHeadingFocus } from '#shared/ui/use-page-heading-focus.ts';

export interface CheckingPageProps {
  leadId: string;
  /** Called once with the server's decision; the funnel moves to the state it names. */
  onDecision: (decision: LeadDecision) => void;
}

/** The wait reads as progress: a line that moves on every few seconds, announced politely. */
const PROGRESS_KEYS = ['checking.progress1', 'checking.progress2', 'checking.progress3'] as const;
const PROGRESS_EVERY_MS = 4000;
/** Past this, the page says the wait is longer than usual and the application is safe, so nobody feels stuck. */
export const SLOW_CHECK_MS = 60_000;

/**
 * /checking: polls the lead status (backoff from the server's retryAfterMs) until the lender names the next state.
 * The lead id comes from the funnel's stored state, so a reload keeps waiting for the same lead.
 */
export function CheckingPage({ leadId, onDecision }: CheckingPageProps) {
  const { t } = useTranslation('outcomes');
  const headingRef = usePageHeadingFocus<HTMLHeadingElement>();
  const status = useLeadStatus(leadId);
  const [progress, setProgress] = useState(0);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = setInterval(
      () => setProgress((step) => Math.min(step + 1, PROGRESS_KEYS.length - 1)),
      PROGRESS_EVERY_MS,
    );
    const slowTimer = setTimeout(() => setSlow(true), SLOW_CHECK_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(slowTimer);
    };
  }, []);

  const decision = status.data && status.data.status !== 'checking' ? status.data : undefined;
  useEffect(() => {
    if (decision) onDecision(decision);
  }, [decision, onDecision]);

  return (
    <section aria-labelledby="checking-title" aria-busy={!decision} data-testid="checking-page">
      <h1 id="checking-title" ref={headingRef} tabIndex={-1}>
        {t('checking.title')}
      </h1>
      <div className="spinner-wrap spinner-wrap--inline">
        <div className="spinner" aria-hidden="true" />
      </div>
      <p aria-live="polite">{t(PROGRESS_KEYS[progress] ?? 'checking.progress1')}</p>
      {slow && <p role="status">{t('checking.slow')}</p>}
      {status.isError && (
        <div role="alert" className="inline-alert">
          <p>{t('checking.failed')}</p>
          <button type="button" className="button" onClick={() => void status.refetch()}>
            {t('checking.retry')}
          </button>
        </div>
      )}
    </section>
  );
}
