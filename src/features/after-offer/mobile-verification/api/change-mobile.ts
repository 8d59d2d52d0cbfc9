/** PUT /v2/customer/mobile: change the mobile number (state 15); a new code goes to the new number. */
import type { MobileChangeRequest } from '#contract/customer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { requestChallenge } from './challenge-request.ts';

export const changeMobile = (client: ApiClient, body: MobileChangeRequest, signal?: AbortSignal) =>
  requestChallenge(client, { method: 'PUT', path: '/v2/customer/mobile', body }, signal);
