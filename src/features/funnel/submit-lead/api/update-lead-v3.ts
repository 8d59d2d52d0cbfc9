/** PUT /v3/lead: update a lead from the dynamic (v3) form, naming the form the data came from. */
import { useMutation } from '@tanstack/react-query';
import { v3LeadUpdateRequestSchema, type LeadSavedResponse } from '#contract/lead.ts';
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import type { ApiClient } from '#shared/api/http-client.ts';
import { retryWrites, unwrap } from '#shared/api/react-query.ts';
import { putLead, type LeadSend, type LeadUpdateOptions } from './lead-save.ts';

/** The contract's body without the product identifier, which the client adds. */
export const updateLeadV3InputSchema = lazySchema(() => z.omit(v3LeadUpdateRequestSchema, { product: true }));
export type UpdateLeadV3Input = z.infer<typeof updateLeadV3InputSchema>;

export function updateLeadV3(client: ApiClient, input: UpdateLeadV3Input, options: LeadUpdateOptions = {}) {
  return putLead(client, { path: '/v3/lead', context: 'PUT /v3/lead', body: input }, options);
}

export function useUpdateLeadV3() {
  const client = useApiClient();
  return useMutation<LeadSavedResponse, ApiError, LeadSend<UpdateLeadV3Input>>({
    mutationFn: async ({ body, onSent }) => unwrap(await updateLeadV3(client, body, { onSent })),
    retry: retryWrites,
  });
}
