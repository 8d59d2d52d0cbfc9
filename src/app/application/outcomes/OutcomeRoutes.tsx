/**
 * The funnel's checking and outcome screens, bound to the progress store and the lead status API. Each outcome
 * reads the lead status again (the server keeps the offer or the partner redirect), so a reload on an outcome
 * page shows the same thing without keeping offer data in the browser.
 */
import { useCallback, type ReactNode } from 'react';
import type { ApplicationState } from '../../../../contract/application-state';
import { Navigate } from 'react-router';
import { useProgressStore, useProgressStoreApi } from '../../../features/funnel/ProgressStoreContext';
import { mayEnterState } from '../../../features/funnel/guards';
import { targetPath } from '../../../features/funnel/progress';
import { CheckingPage, type LeadDecision } from '../../../features/outcomes/CheckingPage';
import { MessagePage } from '../../../features/outcomes/MessagePage';
import { OfferPage } from '../../../features/outcomes/OfferPage';
import { RedirectPage } from '../../../features/outcomes/RedirectPage';
import { market } from '../../../markets/market';
import { useLeadStatus } from '../../../shared/api/operations/lead-status';
import { StorageKey } from '../../../shared/lib/storage/keys';
import { browserSafeStorage } from '../../../shared/lib/storage/safe-storage';
import { Spinner } from '../../shell/Spinner';

/** Shows an outcome only when the server chose it for this applicant; anyone else goes where they belong. */
function Guarded({ state, children }: { state: ApplicationState; children: ReactNode }) {
  const progress = useProgressStore((current) => current.progressState);
  const leadId = useProgressStore((current) => current.leadId);
  if (!leadId || !mayEnterState(state, progress)) return <Navigate to={targetPath(progress)} replace />;
  return children;
}

export function CheckingRoute() {
  const store = useProgressStoreApi();
  const leadId = useProgressStore((state) => state.leadId);
  const onDecision = useCallback(
    (decision: LeadDecision) => {
      const { setApplicationResult, pushProgressState } = store.getState();
      setApplicationResult({
        application: { status: decision.status },
        ...(decision.status === 'accepted' ? { offerId: decision.offer.offerId } : {}),
        ...(decision.status === 'redirected' || decision.status === 'partner-step'
          ? {
              partner: {
                name:
                  decision.status === 'redirected' ? decision.redirect.partner.name : decision.partner.name,
              },
            }
          : {}),
      });
      pushProgressState(decision.state);
    },
    [store],
  );
  return (
    <Guarded state={6}>
      <CheckingPage leadId={leadId ?? ''} onDecision={onDecision} />
    </Guarded>
  );
}

function useDecision(status: LeadDecision['status']) {
  const leadId = useProgressStore((state) => state.leadId);
  const query = useLeadStatus(leadId ?? undefined);
  return query.data?.status === status ? query.data : undefined;
}

export function AcceptedRoute() {
  const decision = useDecision('accepted');
  return (
    <Guarded state={10}>
      {decision?.status === 'accepted' ? (
        <OfferPage offer={decision.offer} intlLocale={market.country.intlLocale} now={new Date()} />
      ) : (
        <Spinner />
      )}
    </Guarded>
  );
}

export function RedirectedRoute() {
  const decision = useDecision('redirected');
  return (
    <Guarded state={12}>
      {decision?.status === 'redirected' ? (
        <RedirectPage
          redirect={decision.redirect}
          onLeave={(redirect) => {
            // Spec section 3 storage keys: where the applicant was sent, for a return to this tab.
            const storage = browserSafeStorage();
            storage.session.set(StorageKey.redirected, true);
            storage.session.set(StorageKey.redirectUrl, redirect.url);
            storage.session.set(StorageKey.redirectMethod, redirect.method);
          }}
        />
      ) : (
        <Spinner />
      )}
    </Guarded>
  );
}

export function RejectedRoute() {
  return (
    <Guarded state={13}>
      <MessagePage outcome="rejected" />
    </Guarded>
  );
}

export function ThankYouRoute() {
  return (
    <Guarded state={11}>
      <MessagePage outcome="thankYou" />
    </Guarded>
  );
}
