/**
 * /continue/{id} in the classic variants: GET /lead/continue/{id} loads the saved lead (spec section 7), the store is
 * restored with its answers, and the applicant lands on the lead's state: the classic step they left, checking, or
 * the after-offer step decided. The dynamic (v3) variants resume by link instead (resume-route.tsx), since their
 * pages come from the data-point configuration. A bad or expired link says so and offers a fresh start.
 */
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useProgressStoreApi } from '../../../features/funnel/progress-store-context';
import { useContinueLead } from '../../../shared/api/operations/continue-lead';
import { Spinner } from '../../shell/spinner';
import { useStartNewApplication } from '../use-start-new-application';
import { LinkNotValid } from './resume-route';

export function ClassicResumeRoute() {
  const { id = '' } = useParams();
  const query = useContinueLead(id);
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
  }, [query.data, store]);

  if (query.isError) return <LinkNotValid onStartAgain={startNewApplication} />;
  return <Spinner neutral />;
}
