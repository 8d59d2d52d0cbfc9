/**
 * GET /v2/lead/url/{id}/{urlType}{queryString}: resume a lead from a v2 link (spec section 7). The
 * query string is the link's own parameters, passed through as they came.
 */
import { useQuery } from '@tanstack/react-query';
import { leadByLinkParamsSchema, leadResumeResponseSchema, type LeadResumeResponse } from '#contract/lead.ts';
import type { z } from 'zod';
import type { ApiError } from '../api-error.ts';
import { useApiClient } from '../api-client-context.tsx';
import { segment, type ApiClient } from '../http-client.ts';
import { retryReads, unwrap } from '../react-query.ts';

export const leadByLinkV2InputSchema = leadByLinkParamsSchema;
export type LeadByLinkV2Input = z.infer<typeof leadByLinkV2InputSchema> & {
  /** The link's query parameters (e.g. new URLSearchParams(location.search)); empty means none. */
  query?: URLSearchParams | Record<string, string>;
};

export function fetchLeadByLinkV2(client: ApiClient, input: LeadByLinkV2Input, signal?: AbortSignal) {
  const query = new URLSearchParams(input.query).toString();
  return client.request({
    asApplicant: true,
    method: 'GET',
    path: `/v2/lead/url/${segment(input.id)}/${segment(input.urlType)}${query ? `?${query}` : ''}`,
    schema: leadResumeResponseSchema,
    context: 'GET /v2/lead/url/{id}/{urlType}',
    signal,
  });
}

export const leadByLinkV2QueryKey = (input: LeadByLinkV2Input) =>
  ['lead', 'by-link', 'v2', input.id, input.urlType, new URLSearchParams(input.query).toString()] as const;

export function useLeadByLinkV2(input: LeadByLinkV2Input) {
  const client = useApiClient();
  return useQuery<LeadResumeResponse, ApiError>({
    queryKey: leadByLinkV2QueryKey(input),
    queryFn: async ({ signal }) => unwrap(await fetchLeadByLinkV2(client, input, signal)),
    retry: retryReads,
  });
}
