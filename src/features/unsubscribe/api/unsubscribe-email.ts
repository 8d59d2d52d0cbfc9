/**
 * POST /customer/email/unsubscribe?email=...&signature=...: stop marketing email to an address, with the signature
 * the lender's link carried. The address is in the query because the API puts it there; the log context never
 * includes it.
 */
import { useMutation } from '@tanstack/react-query';
import {
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
  type UnsubscribeResponse,
} from '#contract/customer.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import type { ApiClient } from '#shared/api/http-client.ts';
import { unwrap } from '#shared/api/react-query.ts';

export const unsubscribeEmailInputSchema = unsubscribeQuerySchema;

export type UnsubscribeLink = { email: string; signature: string };

export function unsubscribeEmail(client: ApiClient, link: UnsubscribeLink, signal?: AbortSignal) {
  return client.request({
    method: 'POST',
    path: `/customer/email/unsubscribe?${new URLSearchParams(link)}`,
    schema: unsubscribeResponseSchema,
    context: 'POST /customer/email/unsubscribe',
    signal,
  });
}

export function useUnsubscribeEmail() {
  const client = useApiClient();
  return useMutation<UnsubscribeResponse, ApiError, UnsubscribeLink>({
    mutationFn: async (input) => unwrap(await unsubscribeEmail(client, input)),
  });
}
