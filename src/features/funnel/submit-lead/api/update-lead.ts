/** PUT {configured lead path}: update a lead with the application data so far (spec section 7). */
import { useMutation } from '@tanstack/react-query';
import type { LeadSavedResponse } from '#contract/lead.ts';
import { leadUpdateRequestSchema } from '#contract/lead-payload.ts';
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import type { ApiClient } from '#shared/api/http-client.ts';
import { retryWrites, unwrap } from '#shared/api/react-query.ts';
import { putLead, type LeadSend, type LeadUpdateOptions } from './lead-save.ts';

/** The lead id plus the application data; the client adds the product identifier. */
export const updateLeadInputSchema = lazySchema(() => z.omit(leadUpdateRequestSchema, { product: true }));
export type UpdateLeadInput = z.infer<typeof updateLeadInputSchema>;

export function updateLead(client: ApiClient, input: UpdateLeadInput, options: LeadUpdateOptions = {}) {
  return putLead(
    client,
    { path: client.paths.lead, context: `PUT ${client.paths.lead}`, body: input },
    options,
  );
}

export function useUpdateLead() {
  const client = useApiClient();
  return useMutation<LeadSavedResponse, ApiError, LeadSend<UpdateLeadInput>>({
    // PUT replaces the lead with the same data: repeating it is harmless.
    mutationFn: async ({ body, onSent }) => unwrap(await updateLead(client, body, { onSent })),
    retry: retryWrites,
  });
}
