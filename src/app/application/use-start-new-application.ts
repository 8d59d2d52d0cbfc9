import { useCallback } from 'react';
import { useNavigate } from '#shared/routing/router.tsx';
import { useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';

/**
 * A new application in this tab (a resume link that no longer works, an offer that expired): progress, result,
 * lead id and drafts are cleared and the dynamic pages forgotten, so the applicant starts at the first page as a
 * new lead. The dynamic form starts again from the landing's loan choice; the classic steps from the lead's data,
 * which clearState keeps without its session fields.
 */
export function useStartNewApplication(): () => void {
  const store = useProgressStoreApi();
  const navigate = useNavigate();
  return useCallback(() => {
    const { clearState, setDynamicPages } = store.getState();
    clearState();
    setDynamicPages(null);
    void navigate('/', { replace: true });
  }, [store, navigate]);
}
