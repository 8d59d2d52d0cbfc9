/** GET /company/{name}: employers whose name contains the text typed so far. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  companyLookupParamsSchema,
  companyLookupResponseSchema,
  type CompanyLookupResponse,
} from '../../../../contract/reference-data';
import type { ApiError } from '../api-error';
import { useApiClient } from '../api-client-context';
import { segment, type ApiClient } from '../http-client';
import { REFERENCE_STALE_MS, retryReads, unwrap } from '../react-query';

export const companyLookupInputSchema = companyLookupParamsSchema;

export function lookupCompanies(client: ApiClient, { name }: { name: string }, signal?: AbortSignal) {
  return client.request({
    method: 'GET',
    path: `/company/${segment(name.trim())}`,
    schema: companyLookupResponseSchema,
    context: 'GET /company/{name}',
    signal,
  });
}

export const companyLookupQueryKey = (name: string) => ['company', name.trim()] as const;

export function useCompanyLookup(name: string) {
  const client = useApiClient();
  return useQuery<CompanyLookupResponse, ApiError>({
    queryKey: companyLookupQueryKey(name),
    queryFn: async ({ signal }) => unwrap(await lookupCompanies(client, { name }, signal)),
    enabled: companyLookupInputSchema.safeParse({ name }).success,
    placeholderData: keepPreviousData,
    staleTime: REFERENCE_STALE_MS,
    retry: retryReads,
  });
}
