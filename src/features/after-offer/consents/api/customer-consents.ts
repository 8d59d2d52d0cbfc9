/** GET /customer/{id}/consents: the customer's consents and answers (the customer id is the lead id). */
import { useQuery } from '@tanstack/react-query';
import { leadIdParamsSchema } from '#contract/lead.ts';
import { customerConsentsResponseSchema, type CustomerConsentsResponse } from '#contract/customer.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import { segment, type ApiClient } from '#shared/api/http-client.ts';
import { retryReads, unwrap } from '#shared/api/react-query.ts';

export const customerConsentsInputSchema = leadIdParamsSchema;

export function fetchCustomerConsents(client: ApiClient, { id }: { id: string }, signal?: AbortSignal) {
  return client.request({
    asApplicant: true,
    method: 'GET',
    path: `/customer/${segment(id)}/consents`,
    schema: customerConsentsResponseSchema,
    context: 'GET /customer/{id}/consents',
    signal,
  });
}

export const customerConsentsQueryKey = (id: string) => ['customer', id, 'consents'] as const;

export function useCustomerConsents(id: string) {
  const client = useApiClient();
  return useQuery<CustomerConsentsResponse, ApiError>({
    queryKey: customerConsentsQueryKey(id),
    queryFn: async ({ signal }) => unwrap(await fetchCustomerConsents(client, { id }, signal)),
    retry: retryReads,
  });
}
