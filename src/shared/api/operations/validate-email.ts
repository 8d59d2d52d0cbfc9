/**
 * GET /email/validate/{email}: can the address receive mail (spec section 7). The address is in the
 * path because the API puts it there; the log context names the template, never the address.
 */
import { useQuery } from '@tanstack/react-query';
import {
  emailValidateParamsSchema,
  emailValidateResponseSchema,
  type EmailValidateResponse,
} from '#contract/reference-data.ts';
import type { ApiError } from '../api-error.ts';
import { useApiClient } from '../api-client-context.tsx';
import { segment, type ApiClient } from '../http-client.ts';
import { retryReads, unwrap } from '../react-query.ts';

export const validateEmailInputSchema = emailValidateParamsSchema;

export function validateEmail(client: ApiClient, { email }: { email: string }, signal?: AbortSignal) {
  return client.request({
    method: 'GET',
    path: `/email/validate/${segment(email)}`,
    schema: emailValidateResponseSchema,
    context: 'GET /email/validate/{email}',
    signal,
  });
}

export const validateEmailQueryKey = (email: string) => ['email', 'validate', email] as const;

/** Asks only for a plausible address (the contract's length rule). */
export function useValidateEmail(email: string) {
  const client = useApiClient();
  return useQuery<EmailValidateResponse, ApiError>({
    queryKey: validateEmailQueryKey(email),
    queryFn: async ({ signal }) => unwrap(await validateEmail(client, { email }, signal)),
    enabled: validateEmailInputSchema.safeParse({ email }).success,
    staleTime: Infinity,
    retry: retryReads,
  });
}
