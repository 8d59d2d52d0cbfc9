/**
 * What every lead create and update shares: the product identifier in the body, the Idempotency-Key on
 * creates, and the spec's 'Failed to post lead' / 'Failed to update lead' log lines (details name the
 * outcome, never the lead).
 */
import {
  IDEMPOTENCY_KEY_HEADER,
  leadCreatedResponseSchema,
  leadSavedResponseSchema,
  type LeadSavedResponse,
} from '#contract/lead.ts';
import { logger } from '#shared/lib/logger.ts';
import type { ApiResult } from '#shared/api/api-error.ts';
import type { ApiClient, HttpMethod } from '#shared/api/http-client.ts';
import { createUuid } from '#shared/api/uuid.ts';

export interface LeadCreateOptions {
  /** Reuse the key of an earlier attempt of the same create; a new key is made when absent. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Told as the request leaves (RequestOptions.onSent). */
  onSent?: () => void;
}

export interface LeadUpdateOptions {
  signal?: AbortSignal;
  /** Told as the request leaves (RequestOptions.onSent). */
  onSent?: () => void;
}

/**
 * One save as the mutation hooks take it: the body, and who to tell once the request is on its way. A create
 * first hashes its body for its idempotency key, so the request leaves a little after the mutation starts.
 */
export interface LeadSend<Body> {
  body: Body;
  onSent?: () => void;
  /** A create's page, kept with its pending idempotency key (src/shared/api/idempotency.ts); updates ignore it. */
  sentFrom?: string;
  /** A create sent again after a reload: sent only if it is the create pending, else nothing is sent (null). */
  resumes?: boolean;
}

interface SaveLeadCall {
  method: HttpMethod;
  path: string;
  context: string;
  body: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onSent?: () => void;
}

async function saveLead(client: ApiClient, call: SaveLeadCall, failure: string) {
  const result = await client.request({
    ...call,
    schema: leadSavedResponseSchema,
    withProduct: true,
    asApplicant: call.method === 'PUT',
  });
  if (!result.ok) logger.error(failure, { context: call.context, status: result.error.status });
  return result;
}

/**
 * A create's answer carries the applicant's credential: the client keeps it (docs/adr/0027) and the caller gets the
 * saved lead without it, so it goes nowhere else (not the store, not an event).
 */
async function createLead(client: ApiClient, call: SaveLeadCall, failure: string) {
  const result = await client.request({ ...call, schema: leadCreatedResponseSchema, withProduct: true });
  if (!result.ok) {
    logger.error(failure, { context: call.context, status: result.error.status });
    return result;
  }
  return { ok: true as const, data: client.credential.takeFrom(result.data) };
}

export function postLead(
  client: ApiClient,
  call: Omit<SaveLeadCall, 'method' | 'headers'>,
  options: LeadCreateOptions,
): Promise<ApiResult<LeadSavedResponse>> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey ?? createUuid() };
  return createLead(
    client,
    { ...call, method: 'POST', headers, signal: options.signal, onSent: options.onSent },
    'Failed to post lead',
  );
}

export function putLead(
  client: ApiClient,
  call: Omit<SaveLeadCall, 'method' | 'headers'>,
  options: LeadUpdateOptions,
): Promise<ApiResult<LeadSavedResponse>> {
  return saveLead(
    client,
    { ...call, method: 'PUT', signal: options.signal, onSent: options.onSent },
    'Failed to update lead',
  );
}
