/**
 * /dynamic-consents (state 35): consents the lender asks for after checking the application, answered one by one
 * (POST /lead/dynamic-policy, with the form they were given on).
 */
import { submitDynamicPolicy } from './api/submit-dynamic-policy.ts';
import { PolicyConsentsStep } from './policy-consents-step.tsx';

export const DYNAMIC_CONSENTS_FORM_PATH = 'dynamic-consents';

export default function DynamicConsentsPage() {
  return (
    <PolicyConsentsStep
      route="/dynamic-consents"
      texts="dynamic"
      call={(client, body) => submitDynamicPolicy(client, { ...body, formPath: DYNAMIC_CONSENTS_FORM_PATH })}
    />
  );
}
