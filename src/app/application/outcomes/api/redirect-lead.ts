/** POST /lead/{id}/redirect: record that the applicant leaves for the partner; answers with the target. */
import { useMutation } from '@tanstack/react-query';
import { leadIdParamsSchema, leadRedirectResponseSchema, type LeadRedirectResponse } from '#contract/lead.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import { segment, type ApiClient } from '#shared/api/http-client.ts';
import { unwrap } from '#shared/api/react-query.ts';

export const redirectLeadInputSchema = leadIdParamsSchema;

export function redirectLead(client: ApiClient, { id }: { id: string }, signal?: AbortSignal) {
  return client.request({
    asApplicant: true,
    method: 'POST',
    path: `/lead/${segment(id)}/redirect`,
    schema: leadRedirectResponseSchema,
    context: 'POST /lead/{id}/redirect',
    signal,
  });
}

export function useRedirectLead() {
  const client = useApiClient();
  return useMutation<LeadRedirectResponse, ApiError, { id: string }>({
    mutationFn: async (input) => unwrap(await redirectLead(client, input)),
  });
}
