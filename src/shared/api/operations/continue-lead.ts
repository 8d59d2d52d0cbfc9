/** GET /lead/continue/{id}: resume a saved lead by id (the /continue/{id} route). */
import { useQuery } from '@tanstack/react-query';
import { leadIdParamsSchema, leadResumeResponseSchema, type LeadResumeResponse } from '#contract/lead.ts';
import type { ApiError } from '../api-error.ts';
import { useApiClient } from '../api-client-context.tsx';
import { segment, type ApiClient } from '../http-client.ts';
import { retryReads, unwrap } from '../react-query.ts';

export const continueLeadInputSchema = leadIdParamsSchema;

export function continueLead(client: ApiClient, { id }: { id: string }, signal?: AbortSignal) {
  return client.request({
    asApplicant: true,
    method: 'GET',
    path: `/lead/continue/${segment(id)}`,
    schema: leadResumeResponseSchema,
    context: 'GET /lead/continue/{id}',
    signal,
  });
}

export const continueLeadQueryKey = (id: string) => ['lead', 'continue', id] as const;

export function useContinueLead(id: string) {
  const client = useApiClient();
  return useQuery<LeadResumeResponse, ApiError>({
    queryKey: continueLeadQueryKey(id),
    queryFn: async ({ signal }) => unwrap(await continueLead(client, { id }, signal)),
    retry: retryReads,
  });
}
