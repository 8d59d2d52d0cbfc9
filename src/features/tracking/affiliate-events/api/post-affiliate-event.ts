/**
 * POST /affiliate/event: a funnel milestone reported to the affiliate network; the client adds the product. The
 * tracking feature is its only caller (affiliate-events.ts), so it lives here. The Idempotency-Key is the caller's,
 * kept across its retries so a retried event is stored once; a call without one gets a fresh key.
 */
import {
  affiliateEventResponseSchema,
  type AffiliateEventRequest,
  type AffiliateEventResponse,
} from '#contract/customer.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/lead.ts';
import type { ApiResult } from '#shared/api/api-error.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { createUuid } from '#shared/api/uuid.ts';

export type AffiliateEventInput = Omit<AffiliateEventRequest, 'product'>;

export const AFFILIATE_EVENT_CONTEXT = 'POST /affiliate/event';

export function postAffiliateEvent(
  client: ApiClient,
  input: AffiliateEventInput,
  options: { idempotencyKey?: string; signal?: AbortSignal } = {},
): Promise<ApiResult<AffiliateEventResponse>> {
  return client.request({
    asApplicant: true,
    method: 'POST',
    path: '/affiliate/event',
    body: input,
    schema: affiliateEventResponseSchema,
    context: AFFILIATE_EVENT_CONTEXT,
    headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey ?? createUuid() },
    withProduct: true,
    signal: options.signal,
  });
}
