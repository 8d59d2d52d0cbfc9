/** POST /lead/skip-document-upload: skip the document upload (an after-offer step; answers with the next state). */
import { skipDocumentUploadRequestSchema, type SkipDocumentUploadRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const skipDocumentUploadInputSchema = skipDocumentUploadRequestSchema;

export function skipDocumentUpload(
  client: ApiClient,
  input: SkipDocumentUploadRequest,
  signal?: AbortSignal,
) {
  return postStep(client, '/lead/skip-document-upload', input, signal);
}

export function useSkipDocumentUpload() {
  return useStepMutation(skipDocumentUpload);
}
