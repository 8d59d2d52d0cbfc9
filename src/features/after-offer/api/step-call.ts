/**
 * What every after-offer step call shares (spec section 7, last lists): a POST of the lead id and the
 * step's answers, answered with the state to show next. No automatic retry: repeating a step is the applicant's
 * choice (pressing the button again). Each call carries an Idempotency-Key that outlives a reload until the call is
 * answered (pending-step-keys.ts), so a step whose answer was lost is recorded once however often it is sent.
 */
import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, leadStepResponseSchema, type LeadStepResponse } from '#contract/lead.ts';
import type { ApiError, ApiResult } from '#shared/api/api-error.ts';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import type { ApiClient } from '#shared/api/http-client.ts';
import { unwrap } from '#shared/api/react-query.ts';
import { browserSafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { pendingStepKeys, type PendingStepKeys } from './pending-step-keys.ts';

let stepKeys: PendingStepKeys | undefined;
/** The tab's pending step keys, opened at the first step call (session storage, or memory without it). */
function tabStepKeys(): PendingStepKeys {
  stepKeys ??= pendingStepKeys(browserSafeStorage().session);
  return stepKeys;
}

/** Sends a step call with its pending key and ends the key once the answer is definitive. */
export async function sendKeyedStep<Data>(
  call: string,
  send: (headers: Record<string, string>) => Promise<ApiResult<Data>>,
  keys: PendingStepKeys = tabStepKeys(),
): Promise<ApiResult<Data>> {
  const result = await send({ [IDEMPOTENCY_KEY_HEADER]: keys.keyFor(call) });
  keys.settle(call, result);
  return result;
}

export function postStep(
  client: ApiClient,
  path: string,
  input: unknown,
  signal?: AbortSignal,
  /** The log context; give the path template when the path holds an id. */
  context = `POST ${path}`,
): Promise<ApiResult<LeadStepResponse>> {
  return sendKeyedStep(context, (headers) =>
    client.request({
      asApplicant: true,
      method: 'POST',
      path,
      body: input,
      schema: leadStepResponseSchema,
      context,
      signal,
      headers,
    }),
  );
}

export type StepFetcher<Input> = (client: ApiClient, input: Input) => Promise<ApiResult<LeadStepResponse>>;

export function useStepMutation<Input>(fetcher: StepFetcher<Input>) {
  const client = useApiClient();
  return useMutation<LeadStepResponse, ApiError, Input>({
    mutationFn: async (input) => unwrap(await fetcher(client, input)),
  });
}
