/** GET /v3/test/datapoints?country=..&product=..: the v3 form configuration of one page variant. */
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { dataPointsQuerySchema, dataPointsResponseSchema } from '#contract/reference-data.ts';
import type { DynamicFormConfig } from '#contract/dynamic-form.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import type { ApiClient } from '#shared/api/http-client.ts';
import { REFERENCE_STALE_MS, retryReads, unwrap } from '#shared/api/react-query.ts';

export const dataPointsInputSchema = dataPointsQuerySchema;
export type DataPointsInput = z.infer<typeof dataPointsInputSchema>;

export function fetchDataPoints(client: ApiClient, input: DataPointsInput, signal?: AbortSignal) {
  return client.request({
    method: 'GET',
    path: `/v3/test/datapoints?${new URLSearchParams({ country: input.country, product: input.product })}`,
    schema: dataPointsResponseSchema,
    context: 'GET /v3/test/datapoints',
    signal,
  });
}

export const dataPointsQueryKey = (input: DataPointsInput) =>
  ['data-points', input.country, input.product] as const;

export function useDataPoints(input: DataPointsInput) {
  const client = useApiClient();
  return useQuery<DynamicFormConfig, ApiError>({
    queryKey: dataPointsQueryKey(input),
    queryFn: async ({ signal }) => unwrap(await fetchDataPoints(client, input, signal)),
    staleTime: REFERENCE_STALE_MS,
    retry: retryReads,
  });
}
