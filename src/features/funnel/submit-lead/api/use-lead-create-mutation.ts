/**
 * The mutation hook of every lead create. It keeps one idempotency key per logical create (see
 * src/shared/api/idempotency.ts): react-query's retry, the applicant's second press and the same body sent again
 * after a reload reuse it (the pending key is kept in session storage), a success ends it.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeadSavedResponse } from '#contract/lead.ts';
import type { ApiError, ApiResult } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import type { ApiClient } from '#shared/api/http-client.ts';
import { createIdempotencyKeeper } from '#shared/api/idempotency.ts';
import { pendingCreateRecord } from '#shared/api/pending-create.ts';
import { browserSafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { retryWrites, unwrap } from '#shared/api/react-query.ts';
import type { LeadCreateOptions, LeadSend } from './lead-save.ts';

export type LeadCreateFetcher<Input extends object> = (
  client: ApiClient,
  input: Input,
  options: LeadCreateOptions,
) => Promise<ApiResult<LeadSavedResponse>>;

export function useLeadCreateMutation<Input extends object>(fetcher: LeadCreateFetcher<Input>) {
  const client = useApiClient();
  const [keeper] = useState(() =>
    // deviceData's loading time is measured at each send, and the pixel block's event id and the captcha token are
    // made for each send: a resend after a reload carries them as first sent and must not count as another lead.
    createIdempotencyKeeper({
      record: pendingCreateRecord(browserSafeStorage()),
      volatileFields: ['deviceData', 'pixelParameters', 'googleCaptchaToken'],
    }),
  );
  return useMutation<LeadSavedResponse, ApiError, LeadSend<Input>>({
    mutationFn: async ({ body: input, onSent, sentFrom }) => {
      const { key, body } = await keeper.prepare(input, sentFrom);
      return unwrap(await fetcher(client, body, { idempotencyKey: key, onSent }));
    },
    onSuccess: () => keeper.reset(),
    retry: retryWrites,
  });
}
