/** Check your answers (ADR 0016) for an applicant who answered every step, and when sending it fails. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing } from '../../gallery/gallery-api.ts';
import { seedCompleteApplication } from '../../gallery/gallery-applicant.ts';
import { GalleryScreen } from '../../gallery/gallery-screen.tsx';

const meta = {
  title: 'Funnel/Check your answers',
  component: GalleryScreen,
  args: { path: '/check-your-answers', seed: seedCompleteApplication },
} satisfies Meta<typeof GalleryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every answer with its Change link, and the one Send button. */
export const Answered: Story = { tags: ['visual'] };

/** The answers could not be read back (v3: the configuration call failed): the retry page. */
export const Unavailable: Story = { tags: ['logs-error'], args: { api: { getDataPoints: failing } } };
