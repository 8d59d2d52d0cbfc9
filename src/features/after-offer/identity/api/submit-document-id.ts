/** POST /lead/documentId: the identity document (an after-offer step; answers with the next state). */
import { documentIdRequestSchema, type DocumentIdRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitDocumentIdInputSchema = documentIdRequestSchema;

export function submitDocumentId(client: ApiClient, input: DocumentIdRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/documentId', input, signal);
}

export function useSubmitDocumentId() {
  return useStepMutation(submitDocumentId);
}
