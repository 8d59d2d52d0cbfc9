/** GET /data/vehicleModels.json: vehicle makes and models for the vehicle step. */
import { useQuery } from '@tanstack/react-query';
import { vehicleModelsResponseSchema, type VehicleModelsResponse } from '#contract/reference-data.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import type { ApiClient } from '#shared/api/http-client.ts';
import { REFERENCE_STALE_MS, retryReads, unwrap } from '#shared/api/react-query.ts';

export function fetchVehicleModels(client: ApiClient, signal?: AbortSignal) {
  return client.request({
    method: 'GET',
    path: '/data/vehicleModels.json',
    schema: vehicleModelsResponseSchema,
    context: 'GET /data/vehicleModels.json',
    signal,
  });
}

export const vehicleModelsQueryKey = ['vehicle-models'] as const;

export function useVehicleModels() {
  const client = useApiClient();
  return useQuery<VehicleModelsResponse, ApiError>({
    queryKey: vehicleModelsQueryKey,
    queryFn: async ({ signal }) => unwrap(await fetchVehicleModels(client, signal)),
    staleTime: REFERENCE_STALE_MS,
    retry: retryReads,
  });
}
