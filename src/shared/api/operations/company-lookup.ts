/** GET /company/{name}?country=..: the country's employers whose name contains the text typed so far. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CountryCode } from '#contract/primitives.ts';
import {
  companyLookupParamsSchema,
  companyLookupResponseSchema,
  type CompanyLookupResponse,
} from '#contract/reference-data.ts';
import type { ApiError } from '../api-error.ts';
import { useApiClient } from '../api-client-context.tsx';
import { segment, type ApiClient } from '../http-client.ts';
import { REFERENCE_STALE_MS, retryReads, unwrap } from '../react-query.ts';

export const companyLookupInputSchema = companyLookupParamsSchema;

export interface CompanyLookupInput {
  name: string;
  /** The API answers Mexico's employers without one. */
  country?: CountryCode;
}

export function lookupCompanies(
  client: ApiClient,
  { name, country }: CompanyLookupInput,
  signal?: AbortSignal,
) {
  return client.request({
    method: 'GET',
    path: `/company/${segment(name.trim())}${country ? `?${new URLSearchParams({ country })}` : ''}`,
    schema: companyLookupResponseSchema,
    context: 'GET /company/{name}',
    signal,
  });
}

export const companyLookupQueryKey = ({ name, country }: CompanyLookupInput) =>
  ['company', country ?? null, name.trim()] as const;

export function useCompanyLookup(input: CompanyLookupInput) {
  const client = useApiClient();
  return useQuery<CompanyLookupResponse, ApiError>({
    queryKey: companyLookupQueryKey(input),
    queryFn: async ({ signal }) => unwrap(await lookupCompanies(client, input, signal)),
    enabled: companyLookupInputSchema.safeParse({ name: input.name }).success,
    placeholderData: keepPreviousData,
    staleTime: REFERENCE_STALE_MS,
    retry: retryReads,
  });
}
