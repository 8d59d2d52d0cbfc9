/** POST /lead/skip-document-upload: skip the document upload (an after-offer step; answers with the next state). */
import {
  skipDocumentUploadRequestSchema,
  type SkipDocumentUploadRequest,
} from '../../../../../contract/after-offer';
import type { ApiClient } from '../../../../shared/api/http-client';
import { postStep, useStepMutation } from '../../api/step-call';

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
