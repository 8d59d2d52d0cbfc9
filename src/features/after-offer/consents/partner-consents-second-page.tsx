/** /partner-consents-second (state 36): a second partner's consents (see PartnerConsentsStep). */
import { PartnerConsentsStep } from './partner-consents-step.tsx';

export default function PartnerConsentsSecondPage() {
  return <PartnerConsentsStep route="/partner-consents-second" />;
}
