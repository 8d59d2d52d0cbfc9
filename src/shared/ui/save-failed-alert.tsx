/**
 * The notice a step shows when sending failed for a reason that is no field's: the answers are kept, try again; and
 * when the API asked to wait (a 429), for how long, in the applicant's words (issue 28). One component for the
 * classic, dynamic and after-offer steps.
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { market } from '#markets/market.ts';
import { formatWait } from '../lib/wait.ts';

export interface SaveFailure {
  /** The seconds the API asked to wait, when it did. */
  retryAfterSeconds?: number | undefined;
}

export function SaveFailedAlert({ failure, testId }: { failure: SaveFailure; testId: string }) {
  const { t } = useTranslation('fields');
  const wait = failure.retryAfterSeconds;
  return (
    <div role="alert" className="inline-alert" data-testid={testId}>
      <p>
        {wait === undefined
          ? t('form.saveFailed')
          : t('form.waitAndRetry', { wait: formatWait(wait, market.country.intlLocale) })}
      </p>
    </div>
  );
}
