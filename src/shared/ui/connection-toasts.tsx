/**
 * Tells the applicant when the connection goes and comes back (issue 18, item 4), as toasts (spec section 2). Nothing
 * is lost meanwhile: what they type is kept in the store and its drafts, and react-query pauses a send made offline
 * (its default network mode) and sends it when the browser is online again, so the toast says so.
 */
import { useEffect } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { showToast } from './toasts.tsx';

export function ConnectionToasts() {
  const { t } = useTranslation('common');
  useEffect(() => {
    const offline = () => void showToast(t('connection.offline'), 'warning');
    const online = () => void showToast(t('connection.online'), 'success');
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
  return null;
}
