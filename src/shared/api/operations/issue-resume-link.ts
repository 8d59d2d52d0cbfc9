/**
 * POST /lead/{id}/resume-link: ask the lender to send the applicant a link to go on later, on another device or
 * another day (docs/adr/0027). The answer says until when the link works; the link itself goes only to the
 * applicant's email or phone.
 */
import { resumeLinkResponseSchema, type ResumeLinkResponse } from '#contract/lead.ts';
import type { ApiResult } from '../api-error.ts';
import { segment, type ApiClient } from '../http-client.ts';

export function issueResumeLink(
  client: ApiClient,
  { id, channel = 'email' }: { id: string; channel?: 'email' | 'sms' },
  signal?: AbortSignal,
): Promise<ApiResult<ResumeLinkResponse>> {
  return client.request({
    asApplicant: true,
    method: 'POST',
    path: `/lead/${segment(id)}/resume-link`,
    body: { channel },
    schema: resumeLinkResponseSchema,
    context: 'POST /lead/{id}/resume-link',
    signal,
  });
}
