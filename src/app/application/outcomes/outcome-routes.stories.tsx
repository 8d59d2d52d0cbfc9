/** Checking and the outcomes: what the lender decided, and what the applicant sees when the answer cannot be read. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { APPLICATION_STATE } from '#contract/application-state.ts';
import { failing, pending } from '../../gallery/gallery-api.ts';
import { GalleryScreen } from '../../gallery/gallery-screen.tsx';

const meta = {
  title: 'Funnel/Outcomes',
  component: GalleryScreen,
  args: { path: '/checking', progress: APPLICATION_STATE.checking },
} satisfies Meta<typeof GalleryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lender is checking: the page waits and asks again. */
export const Checking: Story = {};

/** The first answer has not come yet. */
export const CheckingLoading: Story = { args: { api: { getLeadStatus: pending } } };

/** An offer: amount, term, monthly payment and cost in the country's currency. */
export const Offer: Story = {
  tags: ['visual'],
  args: { path: '/accepted', progress: APPLICATION_STATE.accepted },
};

/** The offer could not be read: the page says so and offers to try again. */
export const OfferUnavailable: Story = {
  tags: ['logs-error'],
  args: { path: '/accepted', progress: APPLICATION_STATE.accepted, api: { getLeadStatus: failing } },
};

export const Rejected: Story = { args: { path: '/rejected', progress: APPLICATION_STATE.rejected } };

export const ThankYou: Story = { args: { path: '/thank-you', progress: APPLICATION_STATE.thankYou } };

/** A partner takes the application over. */
export const Redirected: Story = { args: { path: '/redirected', progress: APPLICATION_STATE.redirected } };
