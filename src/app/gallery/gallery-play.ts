/** Interactions the gallery's stories share: they act as the applicant would, through the page. */
import { userEvent, waitFor } from 'storybook/test';

const WAIT = { timeout: 10_000 };

/**
 * Sends the step with every typed field emptied (a first step may start with the loan's default amount and term):
 * the page shows its error summary and each field's error.
 */
export async function sendEmptyStep(canvasElement: HTMLElement): Promise<void> {
  const button = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
    if (!found) throw new Error('the step has no send button yet');
    return found;
  }, WAIT);
  const form = button.closest('form');
  for (const input of form?.querySelectorAll<HTMLInputElement>(
    'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="number"]',
  ) ?? [])
    await userEvent.clear(input);
  await userEvent.click(button);
  await waitFor(() => {
    if (!canvasElement.querySelector('.error-summary')) throw new Error('no error summary yet');
  }, WAIT);
}
