/** POST /v2/customer/mobile/resend-code: send another verification code; answers the new challenge. */
import { useMutation } from '@tanstack/react-query';
import {
  mobileVerificationRequestSchema,
  mobileVerificationResponseSchema,
  type MobileVerificationRequest,
  type MobileVerificationResponse,
} from '../../../../../contract/customer';
import type { ApiError } from '../../../../shared/api/api-error';
import { useApiClient } from '../../../../shared/api/api-client-context';
import type { ApiClient } from '../../../../shared/api/http-client';
import { unwrap } from '../../../../shared/api/react-query';

export const resendMobileCodeInputSchema = mobileVerificationRequestSchema;

export function resendMobileCode(client: ApiClient, input: MobileVerificationRequest, signal?: AbortSignal) {
  return client.request({
    method: 'POST',
    path: '/v2/customer/mobile/resend-code',
    body: input,
    schema: mobileVerificationResponseSchema,
    context: 'POST /v2/customer/mobile/resend-code',
    signal,
  });
}

export function useResendMobileCode() {
  const client = useApiClient();
  return useMutation<MobileVerificationResponse, ApiError, MobileVerificationRequest>({
    mutationFn: async (input) => unwrap(await resendMobileCode(client, input)),
  });
}
