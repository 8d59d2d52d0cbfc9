import { useTranslation } from '#shared/i18n/use-translation.ts';

/** While a step's data loads: a spinner; when it could not load, a way to try again (nothing typed is at stake). */
export function StepLoading({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('after-offer');
  if (!failed)
    return (
      <div className="spinner-wrap spinner-wrap--inline" role="status" aria-label={t('loading')}>
        <div className="spinner" aria-hidden="true" />
      </div>
    );
  return (
    <div role="alert" className="inline-alert" data-testid="step-load-failed">
      <p>{t('loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
