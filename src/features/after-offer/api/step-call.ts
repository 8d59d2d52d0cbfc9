/**
 * What every after-offer step call shares (spec section 7, last lists): a POST of the lead id and the
 * step's answers, answered with the state to show next. No automatic retry: a step is not keyed like a
 * lead create, so repeating it is the applicant's choice (pressing the button again).
 */
import { useMutation } from '@tanstack/react-query';
import { leadStepResponseSchema, type LeadStepResponse } from '../../../../contract/lead';
import type { ApiError, ApiResult } from '../../../shared/api/api-error';
import { useApiClient } from '../../../shared/api/api-client-context';
import type { ApiClient } from '../../../shared/api/http-client';
import { unwrap } from '../../../shared/api/react-query';

export function postStep(
  client: ApiClient,
  path: string,
  input: unknown,
  signal?: AbortSignal,
  /** The log context; give the path template when the path holds an id. */
  context = `POST ${path}`,
): Promise<ApiResult<LeadStepResponse>> {
  return client.request({
    method: 'POST',
    path,
    body: input,
    schema: leadStepResponseSchema,
    context,
    signal,
  });
}

export type StepFetcher<Input> = (client: ApiClient, input: Input) => Promise<ApiResult<LeadStepResponse>>;

export function useStepMutation<Input>(fetcher: StepFetcher<Input>) {
  const client = useApiClient();
  return useMutation<LeadStepResponse, ApiError, Input>({
    mutationFn: async (input) => unwrap(await fetcher(client, input)),
  });
}
