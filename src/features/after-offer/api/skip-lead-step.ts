/** POST /lead/skip/{id}: skip the current optional after-offer step; answers with the next state. */
import { leadIdParamsSchema } from '#contract/lead.ts';
import { segment, type ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from './step-call.ts';

export const skipLeadStepInputSchema = leadIdParamsSchema;

export function skipLeadStep(client: ApiClient, { id }: { id: string }, signal?: AbortSignal) {
  return postStep(client, `/lead/skip/${segment(id)}`, undefined, signal, 'POST /lead/skip/{id}');
}

export function useSkipLeadStep() {
  return useStepMutation(skipLeadStep);
}
