/**
 * A step that asks the applicant to answer the lender's policies (state 20 /consents, state 35
 * /dynamic-consents): the policies of the build's country, in its language (GET policies), one checkbox each;
 * every answer is sent, ticked or not, with the step's call, and the funnel follows the state it names.
 */
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { PolicyRequest } from '#contract/after-offer.ts';
import type { LeadStepResponse } from '#contract/lead.ts';
import { market } from '#markets/market.ts';
import type { ApiResult } from '#shared/api/api-error.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { usePolicies } from '#shared/api/operations/policies.ts';
import { StepLoading } from '../step-loading.tsx';
import { useAfterOfferStepCall } from '../use-step-call.ts';
import { fromPolicy } from './consent-items.ts';
import { ConsentsForm, STEP_NAMESPACES } from './consents-form.tsx';

export type PolicyCall = (client: ApiClient, body: PolicyRequest) => Promise<ApiResult<LeadStepResponse>>;

export function PolicyConsentsStep({
  route,
  texts,
  call,
}: {
  route: string;
  /** The step's texts in the namespace: `policies` or `dynamic`. */
  texts: 'policies' | 'dynamic';
  call: PolicyCall;
}) {
  const { t } = useTranslation(STEP_NAMESPACES);
  const step = useAfterOfferStepCall();
  const policies = usePolicies({ country: market.target.country });
  if (!policies.data)
    return <StepLoading failed={policies.isError} onRetry={() => void policies.refetch()} />;
  const items = policies.data.policies.map(fromPolicy);
  return (
    <ConsentsForm
      draftKey={route}
      items={items}
      list="policies"
      title={t(`${texts}.title`)}
      intro={<p>{items.length > 0 ? t(`${texts}.intro`) : t('none')}</p>}
      submitLabel={t('submit')}
      busy={step.busy}
      failure={step.failure}
      // With no policy to answer there is nothing to send (the call needs one): the step is left out.
      send={(answers) =>
        answers.length === 0
          ? step.skip()
          : step.send((client, id) => call(client, { id, policies: answers }))
      }
    />
  );
}
