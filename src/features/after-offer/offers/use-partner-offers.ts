/**
 * The partner's offers a step shows, from the lead status (the server keeps them, so a reload shows the same
 * offers). When the lead is no longer on this step (answered in another tab, or the lender moved it on), the funnel
 * goes where the server says instead of showing a stale offer.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Offer } from '#contract/lead.ts';
import { leadStatusQueryKey, useLeadStatus } from '#shared/api/operations/lead-status.ts';
import { usePartnerDisplayName } from '../api/partner-logos.ts';
import { useProgressStore } from '#features/funnel/progress-store-context.tsx';
import { useFollowWhenMovedOn } from '#features/funnel/use-follow-decision.ts';

export interface PartnerOffers {
  /** Undefined while loading (or when the status carries none: then `failed`). */
  offers: readonly Offer[] | undefined;
  partnerName: string;
  failed: boolean;
  retry: () => void;
  /** After a step call: the next screen reads a fresh status. */
  refreshStatus: () => void;
}

export function usePartnerOffers(state: number): PartnerOffers {
  const leadId = useProgressStore((progress) => progress.leadId) ?? '';
  const queryClient = useQueryClient();
  const status = useLeadStatus(leadId);
  const data = status.data;
  const here = data?.status === 'partner-step' && data.state === state ? data : undefined;
  const partnerName = usePartnerDisplayName(here?.partner.name);
  useFollowWhenMovedOn(status, (decision) => decision.status === 'partner-step' && decision.state === state);

  const offers = here?.offers && here.offers.length > 0 ? here.offers : undefined;
  return {
    offers,
    partnerName: partnerName ?? '',
    // A partner step without its offer cannot be shown: the same as a failed load, with a retry.
    failed: status.isError || (here !== undefined && offers === undefined),
    retry: () => void status.refetch(),
    refreshStatus: () => void queryClient.invalidateQueries({ queryKey: leadStatusQueryKey(leadId) }),
  };
}
