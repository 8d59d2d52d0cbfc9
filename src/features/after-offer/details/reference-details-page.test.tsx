import { screen, waitFor, within } from '@testing-library/react';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from '../testing/render-step.tsx';
import ReferenceDetailsPage from './reference-details-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

type View = ReturnType<typeof renderStep>;
const setup = (handler = () => nextState(), applicantPhone?: string) => {
  const view = renderStep(<ReferenceDetailsPage />, { state: 32, path: '/reference-details', handler });
  if (!applicantPhone) return view;
  // The lead's own number, as the application form stored it; read when the page first renders. Stored once
  // the first page is gone, so no mounted page updates outside act().
  view.unmount();
  view.store.getState().saveApplicationData({ contactDetails: { phoneNumber: applicantPhone } });
  return renderStep(<ReferenceDetailsPage />, {
    state: 32,
    path: '/reference-details',
    handler,
    storage: view.storage,
  });
};
const reference = (number: number) => screen.getByRole('group', { name: `Reference ${number}` });
const send = (view: View) => view.user.click(screen.getByRole('button', { name: 'Continue' }));
const posts = (view: View) => view.calls.filter((call) => call.method === 'POST');

async function fill(view: View, number: number, name: string, phone: string, type: string) {
  const box = within(reference(number));
  await view.user.type(box.getByRole('textbox', { name: 'Full name' }), name);
  await view.user.type(box.getByRole('textbox', { name: 'Phone number' }), phone);
  await view.user.selectOptions(box.getByRole('combobox', { name: 'How do you know them?' }), type);
}
const phoneOf = (number: number) => within(reference(number)).getByRole('textbox', { name: 'Phone number' });

describe('ReferenceDetailsPage', { timeout: 20_000 }, () => {
  it('starts with one reference that cannot be removed, and passes axe', async () => {
    const view = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'People who know you' })).toHaveFocus();
    expect(screen.getAllByRole('group', { name: /^Reference/ })).toHaveLength(1);
    expect(phoneOf(1)).toHaveAttribute('type', 'tel');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('adds up to three references, focusing each new one, and removes any but the last', async () => {
    const view = setup();
    await view.user.click(screen.getByRole('button', { name: 'Add another reference' }));
    expect(within(reference(2)).getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await view.user.click(screen.getByRole('button', { name: 'Add another reference' }));
    expect(screen.getAllByRole('group', { name: /^Reference/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add another reference' })).not.toBeInTheDocument();
    expect(screen.getByText('You have given 3 references, the most the lender takes.')).toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);

    await view.user.type(within(reference(3)).getByRole('textbox', { name: 'Full name' }), 'Third');
    await view.user.click(screen.getByRole('button', { name: 'Remove reference 2' }));
    expect(screen.getAllByRole('group', { name: /^Reference/ })).toHaveLength(2);
    expect(within(reference(2)).getByRole('textbox', { name: 'Full name' })).toHaveValue('Third');
    expect(screen.getByRole('status')).toHaveTextContent('Reference 2 removed.');
    await waitFor(() =>
      expect(within(reference(1)).getByRole('textbox', { name: 'Full name' })).toHaveFocus(),
    );
    await view.user.click(screen.getByRole('button', { name: 'Remove reference 1' }));
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add another reference' })).toBeInTheDocument();
  });

  it.each([
    ['no name', '', '55 8765 4321', 'friend', 'Full name', 'Fill in this field to continue.'],
    ['no relationship', 'José', '55 8765 4321', '', 'How do you know them?', 'Choose one of the options.'],
    ['no phone', 'José', '', 'friend', 'Phone number', 'Fill in this field to continue.'],
    [
      'a short phone',
      'José',
      '55 876',
      'friend',
      'Phone number',
      'This number is too short: check every digit is there.',
    ],
    [
      'letters for a phone',
      'José',
      'call me',
      'friend',
      'Phone number',
      'Enter the phone number using digits only, without letters or other signs.',
    ],
    [
      'a foreign number',
      'José',
      '+34 612 345 678',
      'friend',
      'Phone number',
      "Enter a number from this country, without another country's prefix.",
    ],
  ])('refuses %s before sending', async (_case, name, phone, type, label, message) => {
    const view = setup();
    const box = within(reference(1));
    if (name) await view.user.type(box.getByRole('textbox', { name: 'Full name' }), name);
    if (phone) await view.user.type(phoneOf(1), phone);
    if (type)
      await view.user.selectOptions(box.getByRole('combobox', { name: 'How do you know them?' }), type);
    await send(view);
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    const field = box.getAllByLabelText(label)[0];
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(posts(view)).toHaveLength(0);
  });

  it("refuses the applicant's own number, however it is written", async () => {
    const view = setup(() => nextState(), '+52 55 1234 5678');
    await fill(view, 1, 'José', '5512345678', 'family');
    await send(view);
    expect(
      await screen.findByRole('link', {
        name: 'This is your own number. Give the number of the person you are naming.',
      }),
    ).toHaveAttribute('href', '#step-references-0-phoneNumber');
    expect(posts(view)).toHaveLength(0);
  });

  it('refuses the same number for two references, at the second', async () => {
    const view = setup();
    await fill(view, 1, 'José', '55 8765 4321', 'family');
    await view.user.click(screen.getByRole('button', { name: 'Add another reference' }));
    await fill(view, 2, 'Lucía', '(55) 8765-4321', 'friend');
    await send(view);
    expect(
      await screen.findByRole('link', { name: /You gave this number for another reference/ }),
    ).toHaveAttribute('href', '#step-references-1-phoneNumber');
    expect(phoneOf(1)).not.toHaveAttribute('aria-invalid');
    expect(posts(view)).toHaveLength(0);
  });

  it('sends every reference with its national number and follows the next state', async () => {
    const view = setup(() => nextState(), '+52 55 1234 5678');
    await fill(view, 1, ' José Hernández ', '55 8765 4321', 'family');
    await view.user.click(screen.getByRole('button', { name: 'Add another reference' }));
    await fill(view, 2, 'Lucía Ramos', '+52 33 1234 5678', 'colleague');
    await send(view);
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view)[0]).toMatchObject({
      url: expect.stringContaining('/lead/reference-details'),
    });
    expect(posts(view)[0]?.body).toEqual({
      id: LEAD_ID,
      references: [
        { name: 'José Hernández', phoneNumber: '5587654321', type: 'family' },
        { name: 'Lucía Ramos', phoneNumber: '3312345678', type: 'colleague' },
      ],
    });
  });

  it('shows a server refusal of references.1.phoneNumber at that field', async () => {
    const logs = captureLogs();
    const view = setup(() =>
      fieldErrors({ fieldName: 'references.1.phoneNumber', message: 'validation.phone.NOT_A_NUMBER' }),
    );
    await fill(view, 1, 'José', '55 8765 4321', 'family');
    await view.user.click(screen.getByRole('button', { name: 'Add another reference' }));
    await fill(view, 2, 'Lucía', '33 1234 5678', 'friend');
    await send(view);
    expect(
      await screen.findByRole('link', { name: /Enter the phone number using digits only/ }),
    ).toHaveAttribute('href', '#step-references-1-phoneNumber');
    expect(phoneOf(2)).toHaveAttribute('aria-invalid', 'true');
    expect(phoneOf(1)).not.toHaveAttribute('aria-invalid');
    expect(view.where()).toBe('/reference-details');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/reference-details HTTP 400 HTTP error',
    ]);
  });

  it('keeps every reference when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = setup(serverError);
    await fill(view, 1, 'José', '55 8765 4321', 'family');
    await view.user.click(screen.getByRole('button', { name: 'Add another reference' }));
    await fill(view, 2, 'Lucía', '33 1234 5678', 'friend');
    await send(view);
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(phoneOf(2)).toHaveValue('33 1234 5678');
    expect(within(reference(1)).getByRole('textbox', { name: 'Full name' })).toHaveValue('José');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/reference-details HTTP 500 HTTP error',
    ]);
  });

  it('keeps the list as a draft of the step', async () => {
    const view = setup();
    await fill(view, 1, 'José', '55 8765 4321', 'family');
    await view.user.click(screen.getByRole('button', { name: 'Add another reference' }));
    await waitFor(() =>
      expect(view.store.getState().readDraft('/reference-details')).toEqual({
        references: [
          { name: 'José', phoneNumber: '55 8765 4321', type: 'family' },
          { name: '', phoneNumber: '', type: '' },
        ],
      }),
    );
  });
});
