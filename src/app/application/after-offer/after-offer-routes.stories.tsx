/**
 * Every after-offer step (ADR 0007) at its own path, for an applicant the server sent there, with the partner's
 * offers and the API's example answers. Each is the screen of the route table, so its guard and loading run too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { APPLICATION_STATE, type ApplicationStateName } from '#contract/application-state.ts';
import { FUNNEL_STATES } from '#features/funnel/states.ts';
import { GalleryScreen } from '../../gallery/gallery-screen.tsx';

const meta = {
  title: 'Funnel/After the offer',
  component: GalleryScreen,
  args: { path: '/mobile-verification', progress: APPLICATION_STATE.mobileVerification },
} satisfies Meta<typeof GalleryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The step's screen at its route, for an applicant whose progress is that step. */
function step(name: ApplicationStateName): Story {
  const state = APPLICATION_STATE[name];
  const path = FUNNEL_STATES[state]?.path;
  if (!path) throw new Error(`no route for ${name}`);
  return { args: { path, progress: state } };
}

export const MobileVerification: Story = step('mobileVerification');
export const ChangeMobileNumber: Story = step('changeMobileNumber');
export const BankDataLinking: Story = step('bankDataLinking');
export const Vehicle: Story = step('vehicle');
export const PartnerAccount: Story = step('partnerAccount');
export const PartnerAccountConfirmation: Story = step('partnerAccountConfirmation');
export const PartnerPaymentLink: Story = step('partnerPaymentLink');
export const PolicyConsents: Story = step('policyConsents');
export const AdditionalEmploymentDetails: Story = step('additionalEmploymentDetails');
export const AdditionalPersonalDetails: Story = step('additionalPersonalDetails');
export const MaritalDetails: Story = step('maritalDetails');
export const Aide: Story = step('aide');
export const PartnerCredit: Story = step('partnerCredit');
export const ProfessionalDetails: Story = step('professionalDetails');
export const Cnp: Story = step('cnp');
export const PartnerConsents: Story = step('partnerConsents');
export const IdUpload: Story = step('idUpload');
export const CustomerDebts: Story = step('customerDebts');
export const ReferenceDetails: Story = step('referenceDetails');
export const Wniosek: Story = step('wniosek');
export const WniosekSupplement: Story = step('wniosekSupplement');
export const DynamicConsents: Story = step('dynamicConsents');
export const PartnerConsentsSecond: Story = step('partnerConsentsSecond');
export const OfferChoice: Story = step('offerChoice');
export const PartnerOfferFirst: Story = step('partnerOfferFirst');
export const PartnerOfferSecond: Story = step('partnerOfferSecond');
export const PartnerOfferThird: Story = step('partnerOfferThird');
export const PartnerOfferFourth: Story = step('partnerOfferFourth');
