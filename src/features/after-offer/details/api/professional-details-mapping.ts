/** GET /perofesional-details-mapping (the API's spelling): job areas and positions per income source. */
import { useQuery } from '@tanstack/react-query';
import {
  professionalDetailsMappingResponseSchema,
  type ProfessionalDetailsMappingResponse,
} from '#contract/reference-data.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import type { ApiClient } from '#shared/api/http-client.ts';
import { REFERENCE_STALE_MS, retryReads, unwrap } from '#shared/api/react-query.ts';

export function fetchProfessionalDetailsMapping(client: ApiClient, signal?: AbortSignal) {
  return client.request({
    method: 'GET',
    path: '/perofesional-details-mapping',
    schema: professionalDetailsMappingResponseSchema,
    context: 'GET /perofesional-details-mapping',
    signal,
  });
}

export const professionalDetailsMappingQueryKey = ['professional-details-mapping'] as const;

export function useProfessionalDetailsMapping() {
  const client = useApiClient();
  return useQuery<ProfessionalDetailsMappingResponse, ApiError>({
    queryKey: professionalDetailsMappingQueryKey,
    queryFn: async ({ signal }) => unwrap(await fetchProfessionalDetailsMapping(client, signal)),
    staleTime: REFERENCE_STALE_MS,
    retry: retryReads,
  });
}
