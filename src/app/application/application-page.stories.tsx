/** The first step of each variant's application page (classic steps or a v3 form) in its states. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending } from '../gallery/gallery-api.ts';
import { sendEmptyStep } from '../gallery/gallery-play.ts';
import { GalleryScreen } from '../gallery/gallery-screen.tsx';

const meta = {
  title: 'Funnel/First step',
  component: GalleryScreen,
  args: { path: '/' },
} satisfies Meta<typeof GalleryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new applicant's first screen: the empty form. */
export const Empty: Story = { tags: ['visual'] };

/** Sent with nothing filled in: the error summary and each field's message. */
export const Errors: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => sendEmptyStep(canvasElement),
};

/** A v3 form while its configuration loads (a classic page has nothing to load and shows its form). */
export const Loading: Story = { args: { api: { getDataPoints: pending } } };

/** A v3 form whose configuration could not be read: the retry page (a classic page shows its form). */
export const Unavailable: Story = { tags: ['logs-error'], args: { api: { getDataPoints: failing } } };
