/** POST /v3/lead: create a lead from the dynamic (v3) form, naming the form the data came from. */
import { v3LeadCreateRequestSchema } from '#contract/lead.ts';
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postLead, type LeadCreateOptions } from './lead-save.ts';
import { useLeadCreateMutation } from './use-lead-create-mutation.ts';

/** The contract's body without the product identifier, which the client adds. */
export const createLeadV3InputSchema = lazySchema(() => z.omit(v3LeadCreateRequestSchema, { product: true }));
export type CreateLeadV3Input = z.infer<typeof createLeadV3InputSchema>;

export function createLeadV3(client: ApiClient, input: CreateLeadV3Input, options: LeadCreateOptions = {}) {
  return postLead(client, { path: '/v3/lead', context: 'POST /v3/lead', body: input }, options);
}

export function useCreateLeadV3() {
  return useLeadCreateMutation(createLeadV3);
}
