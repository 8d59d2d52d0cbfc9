/**
 * POST /lead/resume: the /continue/{token} page uses its resume link (docs/adr/0027). The token goes in the body, so it
 * stays out of the API's URLs and logs; the answer's credential is kept by the client (not returned), and the lead and
 * its state come back as a by-link read would give them.
 */
import { useQuery } from '@tanstack/react-query';
import { leadResumedResponseSchema, type LeadResumeResponse } from '#contract/lead.ts';
import type { ApiError, ApiResult } from '../api-error.ts';
import { useApiClient } from '../api-client-context.tsx';
import type { ApiClient } from '../http-client.ts';
import { unwrap } from '../react-query.ts';

export async function exchangeResumeLink(
  client: ApiClient,
  { token }: { token: string },
): Promise<ApiResult<LeadResumeResponse>> {
  const result = await client.request({
    method: 'POST',
    path: '/lead/resume',
    body: { token },
    schema: leadResumedResponseSchema,
    context: 'POST /lead/resume',
  });
  return result.ok ? { ok: true, data: client.credential.takeFrom(result.data) } : result;
}

export const resumeLinkQueryKey = (token: string) => ['lead', 'resume-link', token] as const;

/**
 * A link works once: the exchange runs once per token and page (never retried, refetched or aborted: an aborted
 * request may still have used the link on the server), and its answer is kept for the page's life.
 */
export function useResumeLink(token: string) {
  const client = useApiClient();
  return useQuery<LeadResumeResponse, ApiError>({
    queryKey: resumeLinkQueryKey(token),
    queryFn: async () => unwrap(await exchangeResumeLink(client, { token })),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
