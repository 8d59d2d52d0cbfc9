/**
 * GET /lead/status/{id}: the lender's decision so far (spec section 7). While the answer is 'checking' the hook
 * polls again with backoff (pollDelayMs): a lender that takes minutes is not asked every second all along.
 */
import { useQuery } from '@tanstack/react-query';
import { leadIdParamsSchema, leadStatusResponseSchema, type LeadStatusResponse } from '#contract/lead.ts';
import type { ApiError } from '../api-error.ts';
import { useApiClient } from '../api-client-context.tsx';
import { segment, type ApiClient } from '../http-client.ts';
import { retryReads, unwrap } from '../react-query.ts';

export const leadStatusInputSchema = leadIdParamsSchema;
export const MIN_POLL_MS = 500;
export const MAX_POLL_MS = 10_000;
export const POLL_BACKOFF = 1.5;

/**
 * The wait before the next read after `checkingAnswers` 'checking' answers in a row: the server's retryAfterMs
 * (at least MIN_POLL_MS), growing by half with each answer, up to MAX_POLL_MS. Never sooner than the server asks.
 */
export function pollDelayMs(checkingAnswers: number, retryAfterMs: number): number {
  const asked = Math.max(retryAfterMs, MIN_POLL_MS);
  const grown = asked * POLL_BACKOFF ** Math.max(checkingAnswers - 1, 0);
  return Math.round(Math.min(grown, Math.max(MAX_POLL_MS, asked)));
}

export function fetchLeadStatus(client: ApiClient, { id }: { id: string }, signal?: AbortSignal) {
  return client.request({
    asApplicant: true,
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
      // Every successful read so far answered 'checking' (a decision stops the polling).
      return data?.status === 'checking'
        ? pollDelayMs(query.state.dataUpdateCount, data.retryAfterMs)
        : false;
    },
  });
}
