/** POST {configured lead path}: create a lead (spec section 7); the response carries its id. */
import { leadDataSchema, type LeadData } from '#contract/lead-payload.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postLead, type LeadCreateOptions } from './lead-save.ts';
import { useLeadCreateMutation } from './use-lead-create-mutation.ts';

/** The application data the caller sends; the client adds the product identifier. */
export const createLeadInputSchema = leadDataSchema;

export function createLead(client: ApiClient, lead: LeadData, options: LeadCreateOptions = {}) {
  return postLead(
    client,
    { path: client.paths.lead, context: `POST ${client.paths.lead}`, body: lead },
    options,
  );
}

export function useCreateLead() {
  return useLeadCreateMutation(createLead);
}
