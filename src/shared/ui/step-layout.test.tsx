import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '#test/axe.ts';
import { StepLayout } from './step-layout.tsx';
import { TextField } from './form/text-field.tsx';

describe('StepLayout', () => {
  it('focuses the heading, shows progress and submits from the keyboard', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const back = vi.fn();
    const { container } = render(
      <StepLayout
        title="Your contact details"
        progress={{ current: 3, total: 12, label: 'Step 3 of 12' }}
        onSubmit={onSubmit}
        submitLabel="Continue"
        back={{ label: 'Back', onClick: back }}
      >
        <TextField id="email" label="Email" type="email" autoComplete="email" />
      </StepLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your contact details' })).toHaveFocus();
    expect(screen.getByText('Step 3 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.keyboard('ana@example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says what is happening while the step is sent', () => {
    render(
      <StepLayout title="Loan" onSubmit={() => undefined} submitLabel="Continue" busy busyLabel="Sending…">
        <p>fields</p>
      </StepLayout>,
    );
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
  });
});
