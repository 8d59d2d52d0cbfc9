import { screen, waitFor } from '@testing-library/react';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from '../testing/render-step.tsx';
import MaritalDetailsPage from './marital-details-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const setup = (handler = () => nextState()) =>
  renderStep(<MaritalDetailsPage />, { state: 23, path: '/marital-details', handler });
const dependants = () => screen.getByRole('textbox', { name: 'How many people depend on you financially?' });
const send = (view: ReturnType<typeof setup>) =>
  view.user.click(screen.getByRole('button', { name: 'Continue' }));
const posts = (view: ReturnType<typeof setup>) => view.calls.filter((call) => call.method === 'POST');

async function fillMarried(view: ReturnType<typeof setup>, income = '8,500.50') {
  await view.user.click(screen.getByRole('radio', { name: 'Married' }));
  await view.user.type(dependants(), '2');
  await view.user.type(screen.getByRole('textbox', { name: 'Their first name' }), 'Ana');
  await view.user.type(screen.getByRole('textbox', { name: 'Their last name' }), 'López Pérez');
  await view.user.type(screen.getByRole('textbox', { name: 'Their monthly income' }), income);
}

describe('MaritalDetailsPage', { timeout: 20_000 }, () => {
  it('asks for the status and dependants, focuses the heading and passes axe', async () => {
    const view = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Your family situation' })).toHaveFocus();
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(dependants()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByRole('textbox', { name: 'Their first name' })).not.toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it.each(['Married', 'In a civil partnership'])(
    'asks about the spouse when %s, and passes axe',
    async (status) => {
      const view = setup();
      await view.user.click(screen.getByRole('radio', { name: status }));
      expect(screen.getByRole('heading', { level: 2, name: 'Your spouse or partner' })).toBeInTheDocument();
      const income = screen.getByRole('textbox', { name: 'Their monthly income' });
      expect(income).toHaveAttribute('inputmode', 'decimal');
      expect(income).toHaveAccessibleDescription(expect.stringContaining('MXN'));
      expect(await axeViolations(view.container)).toEqual([]);
    },
  );

  it.each([
    ['no status chosen', async () => {}, 'Choose one of the options.'],
    [
      'no dependants',
      async (view: ReturnType<typeof setup>) =>
        void (await view.user.click(screen.getByRole('radio', { name: 'Single' }))),
      'Fill in this field to continue.',
    ],
    [
      'dependants in words',
      async (view: ReturnType<typeof setup>) => view.user.type(dependants(), 'two'),
      'Enter a whole number in digits, for example 3.',
    ],
    [
      'too many dependants',
      async (view: ReturnType<typeof setup>) => view.user.type(dependants(), '21'),
      'Enter 20 or less.',
    ],
  ])('refuses %s before sending', async (_case, act, message) => {
    const view = setup();
    await act(view);
    await send(view);
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(posts(view)).toHaveLength(0);
  });

  it.each([
    ['Their first name', '', 'Fill in this field to continue.'],
    [
      'Their first name',
      'Ana2',
      'Use letters only; spaces, hyphens and apostrophes are allowed between words.',
    ],
    ['Their last name', '', 'Fill in this field to continue.'],
    ['Their monthly income', '', 'Fill in this field to continue.'],
    [
      'Their monthly income',
      'a lot',
      'Enter the amount in numbers, for example 2500, with no more than 2 decimal places.',
    ],
    ['Their monthly income', '-5', 'Enter an amount of $0 or more.'],
    [
      'Their monthly income',
      '10.555',
      'Enter the amount in numbers, for example 2500, with no more than 2 decimal places.',
    ],
  ])('refuses the spouse field %s = %j before sending', async (label, typed, message) => {
    const view = setup();
    await fillMarried(view);
    const field = screen.getByRole('textbox', { name: label });
    await view.user.clear(field);
    if (typed) await view.user.type(field, typed);
    await send(view);
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(posts(view)).toHaveLength(0);
  });

  it('sends the spouse in the body and follows the next state', async () => {
    const view = setup();
    await fillMarried(view);
    await send(view);
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view)[0]).toMatchObject({
      url: expect.stringContaining('/lead/marital-details'),
      body: {
        id: LEAD_ID,
        maritalStatus: 'married',
        numberOfDependants: 2,
        spouseFirstName: 'Ana',
        spouseLastName: 'López Pérez',
        spouseMonthlyIncome: 8500.5,
      },
    });
  });

  it('leaves out the spouse typed before changing the answer to single', async () => {
    const view = setup();
    await fillMarried(view);
    await view.user.click(screen.getByRole('radio', { name: 'Single' }));
    await send(view);
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view)[0]?.body).toEqual({ id: LEAD_ID, maritalStatus: 'single', numberOfDependants: 2 });
  });

  it('starts from the status and dependants of the application form', async () => {
    const view = setup();
    view.store
      .getState()
      .saveApplicationData({ otherDetails: { maritalStatus: 'freeUnion', numberOfDependants: 1 } });
    view.unmount();
    renderStep(<MaritalDetailsPage />, { state: 23, path: '/marital-details', storage: view.storage });
    expect(await screen.findByRole('radio', { name: 'In a civil partnership' })).toBeChecked();
    expect(dependants()).toHaveValue('1');
  });

  it('shows a server refusal at its field', async () => {
    const logs = captureLogs();
    const view = setup(() => fieldErrors({ fieldName: 'spouseMonthlyIncome', message: 'validation.money' }));
    await fillMarried(view);
    await send(view);
    expect(
      await screen.findByText(
        'Enter the amount in numbers, for example 2500, with no more than 2 decimal places.',
        {
          selector: '#step-spouseMonthlyIncome-error',
        },
      ),
    ).toBeInTheDocument();
    expect(view.where()).toBe('/marital-details');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/marital-details HTTP 400 HTTP error',
    ]);
  });

  it('keeps what was typed when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = setup(serverError);
    await fillMarried(view);
    await send(view);
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Their last name' })).toHaveValue('López Pérez');
    expect(screen.getByRole('radio', { name: 'Married' })).toBeChecked();
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/marital-details HTTP 500 HTTP error',
    ]);
  });

  it('keeps what is typed as a draft of the step', async () => {
    const view = setup();
    await fillMarried(view);
    await waitFor(() =>
      expect(view.store.getState().readDraft('/marital-details')).toMatchObject({
        maritalStatus: 'married',
        spouseFirstName: 'Ana',
        spouseMonthlyIncome: '8,500.50',
      }),
    );
  });
});
