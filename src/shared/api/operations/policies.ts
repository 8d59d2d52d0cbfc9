/** GET {configured policies path}?country=..&product=..: the policies an applicant is asked to accept. */
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  policiesQuerySchema,
  policiesResponseSchema,
  type PoliciesResponse,
} from '#contract/reference-data.ts';
import type { ApiError } from '../api-error.ts';
import { useApiClient } from '../api-client-context.tsx';
import type { ApiClient } from '../http-client.ts';
import { REFERENCE_STALE_MS, retryReads, unwrap } from '../react-query.ts';

export const policiesInputSchema = policiesQuerySchema;
export type PoliciesInput = z.infer<typeof policiesInputSchema>;

export function fetchPolicies(client: ApiClient, input: PoliciesInput, signal?: AbortSignal) {
  const query = new URLSearchParams({ country: input.country });
  if (input.product) query.set('product', input.product);
  return client.request({
    method: 'GET',
    path: `${client.paths.policies}?${query}`,
    schema: policiesResponseSchema,
    context: `GET ${client.paths.policies}`,
    signal,
  });
}

export const policiesQueryKey = (input: PoliciesInput) =>
  ['policies', input.country, input.product ?? null] as const;

export function usePolicies(input: PoliciesInput) {
  const client = useApiClient();
  return useQuery<PoliciesResponse, ApiError>({
    queryKey: policiesQueryKey(input),
    queryFn: async ({ signal }) => unwrap(await fetchPolicies(client, input, signal)),
    staleTime: REFERENCE_STALE_MS,
    retry: retryReads,
  });
}
