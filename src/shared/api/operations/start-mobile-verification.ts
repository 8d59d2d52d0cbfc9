/** POST /lead/mobile/verification: send a verification code to the lead's phone; answers the challenge. */
import { useMutation } from '@tanstack/react-query';
import {
  mobileVerificationRequestSchema,
  mobileVerificationResponseSchema,
  type MobileVerificationRequest,
  type MobileVerificationResponse,
} from '#contract/customer.ts';
import type { ApiError } from '../api-error.ts';
import { useApiClient } from '../api-client-context.tsx';
import type { ApiClient } from '../http-client.ts';
import { unwrap } from '../react-query.ts';

export const startMobileVerificationInputSchema = mobileVerificationRequestSchema;

export function startMobileVerification(
  client: ApiClient,
  input: MobileVerificationRequest,
  signal?: AbortSignal,
) {
  return client.request({
    asApplicant: true,
    method: 'POST',
    path: '/lead/mobile/verification',
    body: input,
    schema: mobileVerificationResponseSchema,
    context: 'POST /lead/mobile/verification',
    signal,
  });
}

export function useStartMobileVerification() {
  const client = useApiClient();
  return useMutation<MobileVerificationResponse, ApiError, MobileVerificationRequest>({
    mutationFn: async (input) => unwrap(await startMobileVerification(client, input)),
  });
}
