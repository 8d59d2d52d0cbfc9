/** /partner-consents (state 29): the partner's consents (see PartnerConsentsStep). */
import { PartnerConsentsStep } from './PartnerConsentsStep';

export default function PartnerConsentsPage() {
  return <PartnerConsentsStep route="/partner-consents" />;
}
