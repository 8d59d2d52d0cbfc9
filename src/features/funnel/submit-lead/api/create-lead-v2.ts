/** POST /v2/lead: create a lead (spec section 7); the response carries its id. */
import { leadDataSchema, type LeadData } from '#contract/lead-payload.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postLead, type LeadCreateOptions } from './lead-save.ts';
import { useLeadCreateMutation } from './use-lead-create-mutation.ts';

/** The application data the caller sends; the client adds the product identifier. */
export const createLeadV2InputSchema = leadDataSchema;

export function createLeadV2(client: ApiClient, lead: LeadData, options: LeadCreateOptions = {}) {
  return postLead(client, { path: '/v2/lead', context: 'POST /v2/lead', body: lead }, options);
}

export function useCreateLeadV2() {
  return useLeadCreateMutation(createLeadV2);
}
