/** GET /postcode/{code}: one postal code with its state, municipality, city and colonias. */
import { useQuery } from '@tanstack/react-query';
import {
  postcodeParamsSchema,
  postcodeResponseSchema,
  type PostcodeResponse,
} from '#contract/reference-data.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import { segment, type ApiClient } from '#shared/api/http-client.ts';
import { REFERENCE_STALE_MS, retryReads, unwrap } from '#shared/api/react-query.ts';

export const postcodeInputSchema = postcodeParamsSchema;

export function fetchPostcode(client: ApiClient, { code }: { code: string }, signal?: AbortSignal) {
  return client.request({
    method: 'GET',
    path: `/postcode/${segment(code)}`,
    schema: postcodeResponseSchema,
    context: 'GET /postcode/{code}',
    signal,
  });
}

export const postcodeQueryKey = (code: string) => ['postcode', code] as const;

/** Asks only for a complete, valid postal code. */
export function usePostcode(code: string) {
  const client = useApiClient();
  return useQuery<PostcodeResponse, ApiError>({
    queryKey: postcodeQueryKey(code),
    queryFn: async ({ signal }) => unwrap(await fetchPostcode(client, { code }, signal)),
    enabled: postcodeInputSchema.safeParse({ code }).success,
    staleTime: REFERENCE_STALE_MS,
    retry: retryReads,
  });
}
