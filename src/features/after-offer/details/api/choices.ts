/** GET /choices/country and /choices/position: labelled choice lists in the requested locale. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { choicesQuerySchema, choicesResponseSchema, type ChoicesResponse } from '#contract/reference-data.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import type { ApiClient } from '#shared/api/http-client.ts';
import { REFERENCE_STALE_MS, retryReads, unwrap } from '#shared/api/react-query.ts';

export const CHOICE_LISTS = ['country', 'position'] as const;
export type ChoiceList = (typeof CHOICE_LISTS)[number];
export const choicesInputSchema = choicesQuerySchema;
export type ChoicesInput = z.infer<typeof choicesInputSchema> & { list: ChoiceList };

export function fetchChoices(client: ApiClient, { list, locale }: ChoicesInput, signal?: AbortSignal) {
  return client.request({
    method: 'GET',
    path: `/choices/${list}${locale ? `?${new URLSearchParams({ locale })}` : ''}`,
    schema: choicesResponseSchema,
    context: `GET /choices/${list}`,
    signal,
  });
}

export const choicesQueryKey = ({ list, locale }: ChoicesInput) => ['choices', list, locale ?? null] as const;

export function useChoices(input: ChoicesInput) {
  const client = useApiClient();
  return useQuery<ChoicesResponse, ApiError>({
    queryKey: choicesQueryKey(input),
    queryFn: async ({ signal }) => unwrap(await fetchChoices(client, input, signal)),
    staleTime: REFERENCE_STALE_MS,
    retry: retryReads,
  });
}
