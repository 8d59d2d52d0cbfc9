/** GET /partner/logos: partner names and logos. */
import { useQuery } from '@tanstack/react-query';
import { partnerLogosResponseSchema, type PartnerLogosResponse } from '#contract/reference-data.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import type { ApiClient } from '#shared/api/http-client.ts';
import { partnerDisplayName } from '#shared/lib/partner-name.ts';
import { REFERENCE_STALE_MS, retryReads, unwrap } from '#shared/api/react-query.ts';

export function fetchPartnerLogos(client: ApiClient, signal?: AbortSignal) {
  return client.request({
    method: 'GET',
    path: '/partner/logos',
    schema: partnerLogosResponseSchema,
    context: 'GET /partner/logos',
    signal,
  });
}

export const partnerLogosQueryKey = ['partner-logos'] as const;

export function usePartnerLogos() {
  const client = useApiClient();
  return useQuery<PartnerLogosResponse, ApiError>({
    queryKey: partnerLogosQueryKey,
    queryFn: async ({ signal }) => unwrap(await fetchPartnerLogos(client, signal)),
    staleTime: REFERENCE_STALE_MS,
    retry: retryReads,
  });
}

/** A partner's name as the partner list writes it; the code made readable until the list is in (or if it fails). */
export function usePartnerDisplayName(code: string | undefined): string | undefined {
  const logos = usePartnerLogos();
  return code ? partnerDisplayName(code, logos.data?.logos) : undefined;
}
