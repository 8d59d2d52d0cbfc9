/**
 * Following the lender's decision: the checking page hands one over, and a page the server has moved the lead on
 * from (an outcome, a partner offer) follows the state the lead status now names.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { LeadStatusResponse } from '#contract/lead.ts';
import { useProgressStoreApi } from './progress-store-context.tsx';

export type LeadDecision = Exclude<LeadStatusResponse, { status: 'checking' }>;

/** Records the decision as the application result and moves the funnel to the state it names. */
export function useFollowDecision(): (decision: LeadDecision) => void {
  const store = useProgressStoreApi();
  return useCallback(
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
}

/**
 * When the lead status names a decision that is not this page's (`isHere`), the funnel goes there: the lead moved
 * on (another device, a partner's step added, answered in another tab). Only a status read since the page opened
 * counts: the cache may still hold what the previous step read, and following that would send the applicant back
 * to the step they just finished.
 */
export function useFollowWhenMovedOn(
  status: UseQueryResult<LeadStatusResponse, unknown>,
  isHere: (decision: LeadDecision) => boolean,
): void {
  const follow = useFollowDecision();
  const fresh = status.isFetchedAfterMount && !status.isFetching;
  const decision = status.data;
  const movedOn =
    fresh && decision && decision.status !== 'checking' && !isHere(decision) ? decision : undefined;
  useEffect(() => {
    if (movedOn) follow(movedOn);
  }, [movedOn, follow]);
}
