/**
 * GET /lead/status/{id}: the lender's decision so far (spec section 7). While the answer is 'checking'
 * the hook polls again after the server's retryAfterMs (never faster than MIN_POLL_MS).
 */
import { useQuery } from '@tanstack/react-query';
import {
  leadIdParamsSchema,
  leadStatusResponseSchema,
  type LeadStatusResponse,
} from '../../../../contract/lead';
import type { ApiError } from '../api-error';
import { useApiClient } from '../api-client-context';
import { segment, type ApiClient } from '../http-client';
import { retryReads, unwrap } from '../react-query';

export const leadStatusInputSchema = leadIdParamsSchema;
export const MIN_POLL_MS = 500;

export function fetchLeadStatus(client: ApiClient, { id }: { id: string }, signal?: AbortSignal) {
  return client.request({
    method: 'GET',
    path: `/lead/status/${segment(id)}`,
    schema: leadStatusResponseSchema,
    context: 'GET /lead/status/{id}',
    signal,
  });
}

export const leadStatusQueryKey = (id: string) => ['lead', 'status', id] as const;

/** Disabled until there is a lead id. */
export function useLeadStatus(id: string | undefined) {
  const client = useApiClient();
  return useQuery<LeadStatusResponse, ApiError>({
    queryKey: leadStatusQueryKey(id ?? ''),
    queryFn: async ({ signal }) => unwrap(await fetchLeadStatus(client, { id: id ?? '' }, signal)),
    enabled: Boolean(id),
    retry: retryReads,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.status === 'checking' ? Math.max(data.retryAfterMs, MIN_POLL_MS) : false;
    },
  });
}
