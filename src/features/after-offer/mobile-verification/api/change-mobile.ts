/** PUT /v2/customer/mobile: change the mobile number (state 15); a new code goes to the new number. */
import { useMutation } from '@tanstack/react-query';
import {
  mobileChangeRequestSchema,
  mobileVerificationResponseSchema,
  type MobileChangeRequest,
  type MobileVerificationResponse,
} from '../../../../../contract/customer';
import type { ApiError } from '../../../../shared/api/api-error';
import { useApiClient } from '../../../../shared/api/api-client-context';
import type { ApiClient } from '../../../../shared/api/http-client';
import { unwrap } from '../../../../shared/api/react-query';

export const changeMobileInputSchema = mobileChangeRequestSchema;

export function changeMobile(client: ApiClient, input: MobileChangeRequest, signal?: AbortSignal) {
  return client.request({
    method: 'PUT',
    path: '/v2/customer/mobile',
    body: input,
    schema: mobileVerificationResponseSchema,
    context: 'PUT /v2/customer/mobile',
    signal,
  });
}

/** Not retried on its own: each call sends a text message to the applicant. */
export function useChangeMobile() {
  const client = useApiClient();
  return useMutation<MobileVerificationResponse, ApiError, MobileChangeRequest>({
    mutationFn: async (input) => unwrap(await changeMobile(client, input)),
  });
}
