/** GET /postcode/lookup/{code}?country=..: the country's postcodes starting with the digits typed so far. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CountryCode } from '#contract/primitives.ts';
import {
  postcodeLookupParamsSchema,
  postcodeLookupResponseSchema,
  type PostcodeLookupResponse,
} from '#contract/reference-data.ts';
import type { ApiError } from '../api-error.ts';
import { useApiClient } from '../api-client-context.tsx';
import { segment, type ApiClient } from '../http-client.ts';
import { REFERENCE_STALE_MS, retryReads, unwrap } from '../react-query.ts';

export const postcodeLookupInputSchema = postcodeLookupParamsSchema;

export interface PostcodeLookupInput {
  code: string;
  /** The API answers Mexico's postcodes without one. */
  country?: CountryCode;
}

export function lookupPostcodes(
  client: ApiClient,
  { code, country }: PostcodeLookupInput,
  signal?: AbortSignal,
) {
  return client.request({
    method: 'GET',
    path: `/postcode/lookup/${segment(code)}${country ? `?${new URLSearchParams({ country })}` : ''}`,
    schema: postcodeLookupResponseSchema,
    context: 'GET /postcode/lookup/{code}',
    signal,
  });
}

export const postcodeLookupQueryKey = ({ code, country }: PostcodeLookupInput) =>
  ['postcode', 'lookup', country ?? null, code] as const;

/** Asks only once the text is a valid prefix; keeps the last list while the next one loads. */
export function usePostcodeLookup(input: PostcodeLookupInput) {
  const client = useApiClient();
  return useQuery<PostcodeLookupResponse, ApiError>({
    queryKey: postcodeLookupQueryKey(input),
    queryFn: async ({ signal }) => unwrap(await lookupPostcodes(client, input, signal)),
    enabled: postcodeLookupInputSchema.safeParse({ code: input.code }).success,
    placeholderData: keepPreviousData,
    staleTime: REFERENCE_STALE_MS,
    retry: retryReads,
  });
}
