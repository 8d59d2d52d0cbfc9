import { useTranslation } from 'react-i18next';
import { usePageHeadingFocus } from '../../shared/ui/usePageHeadingFocus';

/**
 * An outcome page whose lead status could not be read (offline, a 5xx after the client's retries): the decision
 * is kept on the server, so the page says the application is safe and offers to read it again, instead of a
 * spinner that never ends.
 */
export function ResultUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('outcomes');
  const headingRef = usePageHeadingFocus<HTMLHeadingElement>();
  return (
    <section aria-labelledby="result-failed-title" data-testid="result-unavailable">
      <h1 id="result-failed-title" ref={headingRef} tabIndex={-1}>
        {t('result.failedTitle')}
      </h1>
      <p role="alert">{t('result.failedBody')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('checking.retry')}
      </button>
    </section>
  );
}
