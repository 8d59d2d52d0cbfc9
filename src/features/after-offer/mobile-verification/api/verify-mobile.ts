/** POST /v2/customer/mobile/verify: check the code the applicant typed (a wrong code is a 400 on `code`) (an after-offer step; answers with the next state). */
import { mobileVerifyRequestSchema, type MobileVerifyRequest } from '../../../../../contract/customer';
import type { ApiClient } from '../../../../shared/api/http-client';
import { postStep, useStepMutation } from '../../api/step-call';

export const verifyMobileInputSchema = mobileVerifyRequestSchema;

export function verifyMobile(client: ApiClient, input: MobileVerifyRequest, signal?: AbortSignal) {
  return postStep(client, '/v2/customer/mobile/verify', input, signal);
}

export function useVerifyMobile() {
  return useStepMutation(verifyMobile);
}
