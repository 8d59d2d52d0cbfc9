/**
 * The calls that answer a new verification challenge (a changed number, a resent code). Neither is retried on its
 * own: each sends a text message to the applicant.
 */
import { mobileVerificationResponseSchema } from '#contract/customer.ts';
import type { ApiClient, HttpMethod } from '#shared/api/http-client.ts';

export function requestChallenge(
  client: ApiClient,
  call: { method: HttpMethod; path: string; body: unknown },
  signal?: AbortSignal,
) {
  return client.request({
    asApplicant: true,
    ...call,
    schema: mobileVerificationResponseSchema,
    context: `${call.method} ${call.path}`,
    signal,
  });
}
