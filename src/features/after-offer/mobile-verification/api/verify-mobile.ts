/** POST /v2/customer/mobile/verify: check the code the applicant typed (a wrong code is a 400 on `code`) (an after-offer step; answers with the next state). */
import { mobileVerifyRequestSchema, type MobileVerifyRequest } from '#contract/customer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const verifyMobileInputSchema = mobileVerifyRequestSchema;

export function verifyMobile(client: ApiClient, input: MobileVerifyRequest, signal?: AbortSignal) {
  return postStep(client, '/v2/customer/mobile/verify', input, signal);
}

export function useVerifyMobile() {
  return useStepMutation(verifyMobile);
}
