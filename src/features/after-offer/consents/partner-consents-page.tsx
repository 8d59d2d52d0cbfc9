/** /partner-consents (state 29): the partner's consents (see PartnerConsentsStep). */
import { PartnerConsentsStep } from './partner-consents-step.tsx';

export default function PartnerConsentsPage() {
  return <PartnerConsentsStep route="/partner-consents" />;
}
