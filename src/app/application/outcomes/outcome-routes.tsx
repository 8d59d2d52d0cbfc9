/**
 * The funnel's checking and outcome screens, bound to the progress store and the lead status API. Each outcome
 * reads the lead status again (the server keeps the offer or the partner redirect), so a reload on an outcome
 * page shows the same thing without keeping offer data in the browser.
 */
import type { ReactNode } from 'react';
import type { ApplicationState } from '#contract/application-state.ts';
import { Navigate } from '#shared/routing/links.tsx';
import { useProgressStore, useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { mayEnterState } from '#features/funnel/guards.ts';
import { targetPath } from '#features/funnel/progress.ts';
import {
  useFollowDecision,
  useFollowWhenMovedOn,
  type LeadDecision,
} from '#features/funnel/use-follow-decision.ts';
import { CheckingPage } from '#features/outcomes/checking-page.tsx';
import { MessagePage } from '#features/outcomes/message-page.tsx';
import { OfferPage } from '#features/outcomes/offer-page.tsx';
import { RedirectPage } from '#features/outcomes/redirect-page.tsx';
import { recordRedirect, wasRedirectedTo } from '#features/funnel/redirect-record.ts';
import { ResultUnavailable } from '#features/outcomes/result-unavailable.tsx';
import { market } from '#markets/market.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import { useLeadStatus } from '#shared/api/operations/lead-status.ts';
import { redirectLead } from './api/redirect-lead.ts';
import { partnerDisplayName } from '#shared/lib/partner-name.ts';
import { browserSafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { Spinner } from '../../shell/spinner.tsx';
import { useStartNewApplication } from '../use-start-new-application.ts';

/** Shows an outcome only when the server chose it for this applicant; anyone else goes where they belong. */
function Guarded({ state, children }: { state: ApplicationState; children: ReactNode }) {
  const progress = useProgressStore((current) => current.progressState);
  const leadId = useProgressStore((current) => current.leadId);
  if (!leadId || !mayEnterState(state, progress)) return <Navigate to={targetPath(progress)} replace />;
  return children;
}

export function CheckingRoute() {
  const leadId = useProgressStore((state) => state.leadId);
  const onDecision = useFollowDecision();
  return (
    <Guarded state={6}>
      <CheckingPage leadId={leadId ?? ''} onDecision={onDecision} />
    </Guarded>
  );
}

/**
 * The decision behind an outcome page, read again from the lead status. A status that cannot be read shows a
 * retry (the decision is safe on the server) rather than a spinner that never ends.
 */
function DecisionOf<Status extends LeadDecision['status']>({
  status,
  children,
}: {
  status: Status;
  children: (decision: Extract<LeadDecision, { status: Status }>) => ReactNode;
}) {
  const leadId = useProgressStore((state) => state.leadId);
  const query = useLeadStatus(leadId ?? undefined);
  useFollowWhenMovedOn(query, (decision) => decision.status === status);
  const decision = query.data;
  // Its status is `status`, so it is that status's member of the union (TypeScript narrows no generic).
  if (decision?.status === status) return children(decision as Extract<LeadDecision, { status: Status }>);
  if (query.isError) return <ResultUnavailable onRetry={() => void query.refetch()} />;
  return <Spinner />;
}

export function AcceptedRoute() {
  const startNewApplication = useStartNewApplication();
  return (
    <Guarded state={10}>
      <DecisionOf status="accepted">
        {(decision) => (
          <OfferPage
            offer={decision.offer}
            intlLocale={market.country.intlLocale}
            disclosure={market.country.costDisclosure}
            now={new Date()}
            onStartAgain={startNewApplication}
          />
        )}
      </DecisionOf>
    </Guarded>
  );
}

/** How long the way to the partner may wait for the lender to record it. */
export const REDIRECT_RECORD_TIMEOUT_MS = 2_000;

export function RedirectedRoute() {
  const client = useApiClient();
  const store = useProgressStoreApi();
  return (
    <Guarded state={12}>
      <DecisionOf status="redirected">
        {(decision) => (
          <RedirectPage
            redirect={{
              ...decision.redirect,
              // The code made readable: the partner list (and its schema) stays out of the application page chunk.
              partner: { name: partnerDisplayName(decision.redirect.partner.name) },
            }}
            returned={wasRedirectedTo(browserSafeStorage(), decision.redirect)}
            onLeave={async (redirect) => {
              recordRedirect(browserSafeStorage(), redirect);
              // Spec section 3's sessionAcceptedRedirected: written before the browser leaves for the partner.
              store.getState().setSessionAcceptedRedirected(true);
              store.getState().flushPersistence();
              // The lender learns the applicant left (POST /lead/{id}/redirect). A failure is logged by the
              // client and holds nobody up for more than a moment: the partner has the application either way.
              await redirectLead(
                client,
                { id: decision.id },
                AbortSignal.timeout(REDIRECT_RECORD_TIMEOUT_MS),
              );
            }}
          />
        )}
      </DecisionOf>
    </Guarded>
  );
}

const HOME = { url: market.brand.siteUrl, brand: market.brand.name };

export function RejectedRoute() {
  return (
    <Guarded state={13}>
      <MessagePage outcome="rejected" home={HOME} />
    </Guarded>
  );
}

export function ThankYouRoute() {
  return (
    <Guarded state={11}>
      <MessagePage outcome="thankYou" home={HOME} />
    </Guarded>
  );
}
