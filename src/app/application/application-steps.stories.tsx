/**
 * The steps after the first, as an applicant who answered the earlier ones sees them (their sample answers shown):
 * every classic step, the first seven pages of each v3 form (its loan, personal and dynamic step types) and its
 * modal step type. A variant without such a step says so.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { GalleryStep } from '../gallery/gallery-screen.tsx';

const meta = {
  title: 'Funnel/Steps',
  component: GalleryStep,
} satisfies Meta<typeof GalleryStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step2: Story = { args: { step: 2 } };
export const Step3: Story = { args: { step: 3 } };
export const Step4: Story = { args: { step: 4 } };
export const Step5: Story = { args: { step: 5 } };
export const Step6: Story = { args: { step: 6 } };
export const Step7: Story = { args: { step: 7 } };

/** A v3 question asked in a dialog (e.g. politically exposed person). */
export const ModalStep: Story = { args: { type: 'modal' } };
