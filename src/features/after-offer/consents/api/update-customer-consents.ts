/** PUT /customer/{id}/consents: answer the consents; answers with the consents as stored. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  customerConsentsResponseSchema,
  customerConsentsUpdateRequestSchema,
  type CustomerConsentsResponse,
  type CustomerConsentsUpdateRequest,
} from '#contract/customer.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import { segment, type ApiClient } from '#shared/api/http-client.ts';
import { retryWrites, unwrap } from '#shared/api/react-query.ts';
import { customerConsentsQueryKey } from './customer-consents.ts';

export const updateCustomerConsentsInputSchema = customerConsentsUpdateRequestSchema;
export type UpdateCustomerConsentsInput = CustomerConsentsUpdateRequest & { id: string };

export function updateCustomerConsents(
  client: ApiClient,
  { id, ...body }: UpdateCustomerConsentsInput,
  signal?: AbortSignal,
) {
  return client.request({
    asApplicant: true,
    method: 'PUT',
    path: `/customer/${segment(id)}/consents`,
    body,
    schema: customerConsentsResponseSchema,
    context: 'PUT /customer/{id}/consents',
    signal,
  });
}

/** Puts the stored consents into the query cache, so a consents query shows them without asking again. */
export function useUpdateCustomerConsents() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CustomerConsentsResponse, ApiError, UpdateCustomerConsentsInput>({
    mutationFn: async (input) => unwrap(await updateCustomerConsents(client, input)),
    onSuccess: (data, input) => queryClient.setQueryData(customerConsentsQueryKey(input.id), data),
    retry: retryWrites,
  });
}
