import { useTranslation } from '#shared/i18n/use-translation.ts';

/** The centred 80 px loading spinner; neutral on continue paths so a partner's page does not flash our brand. */
export function Spinner({ neutral = false }: { neutral?: boolean }) {
  // Not suspending: the spinner is what shows while translations themselves load.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div className="spinner-wrap">
      <div
        className={neutral ? 'spinner spinner--neutral' : 'spinner'}
        role="status"
        aria-label={ready ? t('shell.loading') : 'Loading…'}
        data-testid="page-spinner"
      />
    </div>
  );
}
