/** POST /lead/idUpload: upload an identity document image (an after-offer step; answers with the next state). */
import { idUploadRequestSchema, type IdUploadRequest } from '../../../../contract/after-offer';
import type { ApiClient } from '../http-client';
import { postStep, useStepMutation } from './step-call';

export const uploadIdInputSchema = idUploadRequestSchema;

export function uploadId(client: ApiClient, input: IdUploadRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/idUpload', input, signal);
}

export function useUploadId() {
  return useStepMutation(uploadId);
}
