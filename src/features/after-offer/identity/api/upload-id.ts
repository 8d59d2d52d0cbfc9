/** POST /lead/idUpload: upload an identity document image (an after-offer step; answers with the next state). */
import { idUploadRequestSchema, type IdUploadRequest } from '#contract/after-offer.ts';
import { leadStepResponseSchema } from '#contract/lead.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { sendKeyedStep, useStepMutation } from '../../api/step-call.ts';

export const uploadIdInputSchema = idUploadRequestSchema;

/**
 * An image is up to 5 MiB, about 7 MB as base64: on a slow phone connection that takes longer than the usual 60 s,
 * so this call waits up to three minutes before it counts as timed out.
 */
export const ID_UPLOAD_TIMEOUT_MS = 180_000;

export function uploadId(client: ApiClient, input: IdUploadRequest, signal?: AbortSignal) {
  const context = 'POST /lead/idUpload';
  return sendKeyedStep(context, (headers) =>
    client.request({
      asApplicant: true,
      method: 'POST',
      path: '/lead/idUpload',
      body: input,
      schema: leadStepResponseSchema,
      context,
      signal,
      timeoutMs: ID_UPLOAD_TIMEOUT_MS,
      headers,
    }),
  );
}

export function useUploadId() {
  return useStepMutation(uploadId);
}
