/**
 * GET /v3/lead/url/{id}/{urlType}?refTransactionId=...: resume a lead from a link (spec section 7). The
 * affiliate transaction id the link carried is sent when there is one; the server checks it.
 */
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import {
  leadByLinkParamsSchema,
  leadByLinkQuerySchema,
  leadResumeResponseSchema,
  type LeadResumeResponse,
} from '#contract/lead.ts';
import type { ApiError } from '../api-error.ts';
import { useApiClient } from '../api-client-context.tsx';
import { segment, type ApiClient } from '../http-client.ts';
import { retryReads, unwrap } from '../react-query.ts';

export const leadByLinkV3InputSchema = lazySchema(() =>
  z.object({
    ...leadByLinkParamsSchema.shape,
    ...leadByLinkQuerySchema.shape,
  }),
);
export type LeadByLinkV3Input = z.infer<typeof leadByLinkV3InputSchema>;

export function fetchLeadByLinkV3(client: ApiClient, input: LeadByLinkV3Input, signal?: AbortSignal) {
  const suffix = input.refTransactionId
    ? `?${new URLSearchParams({ refTransactionId: input.refTransactionId })}`
    : '';
  return client.request({
    asApplicant: true,
    method: 'GET',
    path: `/v3/lead/url/${segment(input.id)}/${segment(input.urlType)}${suffix}`,
    schema: leadResumeResponseSchema,
    context: 'GET /v3/lead/url/{id}/{urlType}',
    signal,
  });
}

export const leadByLinkV3QueryKey = (input: LeadByLinkV3Input) =>
  ['lead', 'by-link', 'v3', input.id, input.urlType, input.refTransactionId ?? null] as const;

export function useLeadByLinkV3(input: LeadByLinkV3Input) {
  const client = useApiClient();
  return useQuery<LeadResumeResponse, ApiError>({
    queryKey: leadByLinkV3QueryKey(input),
    queryFn: async ({ signal }) => unwrap(await fetchLeadByLinkV3(client, input, signal)),
    retry: retryReads,
  });
}
