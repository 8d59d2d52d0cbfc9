import { useTranslation } from '#shared/i18n/use-translation.ts';
import { RetryPage } from '#shared/ui/retry-page.tsx';

/**
 * An outcome page whose lead status could not be read (offline, a 5xx after the client's retries): the decision
 * is kept on the server, so the page says the application is safe and offers to read it again, instead of a
 * spinner that never ends.
 */
export function ResultUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('outcomes');
  return (
    <RetryPage
      title={t('result.failedTitle')}
      body={t('result.failedBody')}
      retryLabel={t('checking.retry')}
      onRetry={onRetry}
      testId="result-unavailable"
    />
  );
}
