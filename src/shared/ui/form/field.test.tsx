import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '#test/axe.ts';
import { ErrorSummary } from './error-summary.tsx';
import { Field } from './field.tsx';

describe('Field', () => {
  it('labels the control and ties hint and error to it', async () => {
    const { container } = render(
      <Field
        id="email"
        label="Email"
        hint="We send your offer here"
        error="Enter an email like name@example.com"
      >
        {(control) => <input {...control} type="email" autoComplete="email" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send your offer here Enter an email like name@example.com');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no aria-invalid and no error text without an error', () => {
    render(
      <Field id="name" label="Name">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-describedby');
  });

  it('labels a group with a legend', async () => {
    const { container } = render(
      <Field id="gender" label="Gender" asGroup error="Choose one">
        {() => (
          <>
            <input type="radio" id="gender-f" name="gender" />
            <label htmlFor="gender-f">Female</label>
          </>
        )}
      </Field>,
    );
    expect(screen.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription('Choose one');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('ErrorSummary', () => {
  it('takes focus when errors appear and each link focuses its field', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <ErrorSummary
          title="There is a problem"
          errors={[
            { fieldId: 'email', message: 'Enter your email' },
            { fieldId: 'phone', message: 'Enter a 10-digit phone number' },
          ]}
        />
        <input id="email" aria-label="Email" />
        <input id="phone" aria-label="Phone" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Enter a 10-digit phone number' }));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    { where: 'out of sight above the viewport', top: -400, scrolls: true },
    { where: 'below the viewport', top: 2000, scrolls: true },
    { where: 'in sight', top: 40, scrolls: false },
  ])('takes focus without scrolling, then is brought into view if $where', async ({ top, scrolls }) => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const scrollIntoView = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: top, width: 300, height: 120 }),
    );
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    try {
      render(
        <ErrorSummary
          title="There is a problem"
          errors={[{ fieldId: 'email', message: 'Enter your email' }]}
        />,
      );
      expect(screen.getByRole('alert')).toHaveFocus();
      // Focusing does not scroll (which would lay the page out inside the press on Next); the next frame does.
      expect(focus).toHaveBeenCalledWith({ preventScroll: true });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (scrolls) {
        await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' }));
        expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('alert'));
      } else expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
    }
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary title="There is a problem" errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
