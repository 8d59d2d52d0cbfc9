/** POST /v2/customer/mobile/resend-code: send another verification code; answers the new challenge. */
import type { MobileVerificationRequest } from '#contract/customer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { requestChallenge } from './challenge-request.ts';

export const resendMobileCode = (client: ApiClient, body: MobileVerificationRequest, signal?: AbortSignal) =>
  requestChallenge(client, { method: 'POST', path: '/v2/customer/mobile/resend-code', body }, signal);
