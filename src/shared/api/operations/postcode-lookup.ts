/** GET /postcode/lookup/{code}: postcodes starting with the digits typed so far (an autocomplete). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  postcodeLookupParamsSchema,
  postcodeLookupResponseSchema,
  type PostcodeLookupResponse,
} from '../../../../contract/reference-data';
import type { ApiError } from '../api-error';
import { useApiClient } from '../api-client-context';
import { segment, type ApiClient } from '../http-client';
import { REFERENCE_STALE_MS, retryReads, unwrap } from '../react-query';

export const postcodeLookupInputSchema = postcodeLookupParamsSchema;

export function lookupPostcodes(client: ApiClient, { code }: { code: string }, signal?: AbortSignal) {
  return client.request({
    method: 'GET',
    path: `/postcode/lookup/${segment(code)}`,
    schema: postcodeLookupResponseSchema,
    context: 'GET /postcode/lookup/{code}',
    signal,
  });
}

export const postcodeLookupQueryKey = (code: string) => ['postcode', 'lookup', code] as const;

/** Asks only once the text is a valid prefix; keeps the last list while the next one loads. */
export function usePostcodeLookup(code: string) {
  const client = useApiClient();
  return useQuery<PostcodeLookupResponse, ApiError>({
    queryKey: postcodeLookupQueryKey(code),
    queryFn: async ({ signal }) => unwrap(await lookupPostcodes(client, { code }, signal)),
    enabled: postcodeLookupInputSchema.safeParse({ code }).success,
    placeholderData: keepPreviousData,
    staleTime: REFERENCE_STALE_MS,
    retry: retryReads,
  });
}
