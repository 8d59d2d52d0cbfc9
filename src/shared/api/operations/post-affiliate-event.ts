/** POST /affiliate/event: report a funnel event to the affiliate network; the client adds the product. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  affiliateEventRequestSchema,
  affiliateEventResponseSchema,
  type AffiliateEventResponse,
} from '../../../../contract/customer';
import type { ApiError } from '../api-error';
import { useApiClient } from '../api-client-context';
import type { ApiClient } from '../http-client';
import { retryWrites, unwrap } from '../react-query';

export const postAffiliateEventInputSchema = affiliateEventRequestSchema.omit({ product: true });
export type AffiliateEventInput = z.infer<typeof postAffiliateEventInputSchema>;

export function postAffiliateEvent(client: ApiClient, input: AffiliateEventInput, signal?: AbortSignal) {
  return client.request({
    method: 'POST',
    path: '/affiliate/event',
    body: input,
    schema: affiliateEventResponseSchema,
    context: 'POST /affiliate/event',
    withProduct: true,
    signal,
  });
}

export function usePostAffiliateEvent() {
  const client = useApiClient();
  return useMutation<AffiliateEventResponse, ApiError, AffiliateEventInput>({
    mutationFn: async (input) => unwrap(await postAffiliateEvent(client, input)),
    retry: retryWrites,
  });
}
