/** /consents (state 20): the lender's policies, answered one by one (POST /lead/policy). */
import { submitPolicy } from './api/submit-policy.ts';
import { PolicyConsentsStep } from './policy-consents-step.tsx';

export default function PolicyConsentsPage() {
  return <PolicyConsentsStep route="/consents" texts="policies" call={submitPolicy} />;
}
