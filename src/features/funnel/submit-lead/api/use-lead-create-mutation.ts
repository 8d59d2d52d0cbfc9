/**
 * The mutation hook of every lead create. It keeps one idempotency key per logical create (see
 * src/shared/api/idempotency.ts): react-query's retry, the applicant's second press and the same body sent again
 * after a reload reuse it (the pending key is kept in session storage), a success ends it.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeadSavedResponse } from '#contract/lead.ts';
import { isTransient, type ApiError, type ApiResult } from '#shared/api/api-error.ts';
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
    // deviceData's loading time is measured at each send and the pixel block's event id made for each send; the
    // policies accepted are the list the page had loaded (none while it loads): a resend after a reload carries them as
    // first sent and must not count as another lead. A captcha token is good for one check: each send carries its
    // own, and the API leaves it out of the request it compares.
    createIdempotencyKeeper({
      record: pendingCreateRecord(browserSafeStorage()),
      volatileFields: ['deviceData', 'pixelParameters', 'policies'],
      freshFields: ['googleCaptchaToken'],
    }),
  );
  return useMutation<LeadSavedResponse | null, ApiError, LeadSend<Input>>({
    mutationFn: async ({ body: input, onSent, sentFrom, resumes }) => {
      // A create sent again from a later page must be the one pending, or it would be another lead.
      if (resumes && !(await keeper.isPending(input))) return null;
      const { key, body } = await keeper.prepare(input, sentFrom);
      return unwrap(await fetcher(client, body, { idempotencyKey: key, onSent }));
    },
    onSuccess: (saved) => saved && keeper.reset(),
    // Refused for what it says (a 4xx other than a limit's 429), the create made no lead: the next one is a new create,
    // and no page sends it again. A 429, a 5xx or no answer leaves it pending: the API may have made the lead.
    onError: (error) => {
      if (error.kind === 'http' && error.status >= 400 && error.status < 500 && !isTransient(error))
        keeper.reset();
    },
    retry: retryWrites,
  });
}
