/**
 * One route per after-offer state (states.ts), each showing its screen only when the server chose that state
 * for this applicant; anyone else goes where their progress says (replace, so a refused page never stays in
 * history). The screens are loaded on first visit. A route that is also one of the variant's own pre-offer
 * pages (the v3 form's reference-details) shows that page to an applicant who has not had an offer yet.
 */
import { createElement, lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from '#shared/routing/links.tsx';
import { Route } from '#shared/routing/routes.tsx';
import type { ApplicationState } from '#contract/application-state.ts';
import { screenOf } from '#features/after-offer/screens.ts';
import { useProgressStore } from '#features/funnel/progress-store-context.tsx';
import { mayEnterState } from '#features/funnel/guards.ts';
import { isAfterOfferProgress, targetPath } from '#features/funnel/progress.ts';
import { FUNNEL_STATES, INDEX_PATH, type FunnelState } from '#features/funnel/states.ts';
import { Spinner } from '../../shell/spinner.tsx';

/** Checking, the outcomes and continue have their own routes (OutcomeRoutes, ResumeRoute). */
const OWN_ROUTES: ReadonlySet<number> = new Set([6, 10, 11, 12, 13, 14]);

export const AFTER_OFFER_ROUTES: readonly FunnelState[] = FUNNEL_STATES.filter(
  (entry) => entry.afterOffer && !OWN_ROUTES.has(entry.state),
);

/** One lazily loaded screen element per state, made once (a component made while rendering would remount). */
const SCREENS = new Map(
  AFTER_OFFER_ROUTES.map((entry) => [entry.state, createElement(lazy(screenOf(entry.state)))]),
);

/** The variant's own page at a path, if it has one there (undefined otherwise). */
export type PreOfferPageAt = (path: string) => ReactNode | undefined;

export function afterOfferRoutes(preOfferPageAt?: PreOfferPageAt) {
  return AFTER_OFFER_ROUTES.map((entry) => {
    const path = entry.path.slice(1);
    return (
      <Route
        key={path}
        path={path}
        element={<AfterOfferRoute state={entry.state} preOfferPage={preOfferPageAt?.(path)} />}
      />
    );
  });
}

function AfterOfferRoute({ state, preOfferPage }: { state: ApplicationState; preOfferPage?: ReactNode }) {
  const progress = useProgressStore((current) => current.progressState);
  const leadId = useProgressStore((current) => current.leadId);
  const screen = SCREENS.get(state);
  if (!leadId || !screen || !mayEnterState(state, progress)) {
    if (preOfferPage && !isAfterOfferProgress(progress)) return preOfferPage;
    // Without a lead there is nothing after an offer: the start (whose index finds the applicant's step).
    return <Navigate to={leadId ? targetPath(progress) : INDEX_PATH} replace />;
  }
  return (
    <Suspense key={state} fallback={<Spinner />}>
      {screen}
    </Suspense>
  );
}
