/**
 * /continue/{token} in the classic variants: the resume link is used once for the saved lead (docs/adr/0027), the
 * store is restored with its answers, and the applicant lands on the lead's state: the classic step they left,
 * checking, or the after-offer step decided, the token gone from the address bar. The dynamic (v3) variants restore
 * their pages from the data-point configuration instead (resume-route.tsx). A used, expired or forged link says so
 * and offers a fresh start.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from '#shared/routing/router.tsx';
import { useParams } from '#shared/routing/routes.tsx';
import { useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { useResumeLink } from '#shared/api/operations/exchange-resume-link.ts';
import { Spinner } from '../../shell/spinner.tsx';
import { useStartNewApplication } from '../use-start-new-application.ts';
import { LinkNotValid } from './resume-route.tsx';

export function ClassicResumeRoute() {
  const { token = '' } = useParams();
  const query = useResumeLink(token);
  const navigate = useNavigate();
  const store = useProgressStoreApi();
  const restored = useRef(false);
  const startNewApplication = useStartNewApplication();

  useEffect(() => {
    if (!query.data || restored.current) return;
    restored.current = true;
    const { lead, state } = query.data;
    const { id: leadId, product: _product, ...answers } = lead;
    const actions = store.getState();
    actions.clearState();
    actions.storeLeadId({ id: leadId, leadStatus: state });
    actions.saveApplicationData(answers);
    // The guards send a state outside this variant's steps to the furthest step it may show.
    actions.pushProgressState(state);
    void navigate('/', { replace: true });
  }, [query.data, store, navigate]);

  if (query.isError) return <LinkNotValid onStartAgain={startNewApplication} />;
  return <Spinner neutral />;
}
