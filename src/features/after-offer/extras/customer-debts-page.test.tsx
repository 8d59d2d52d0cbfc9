import { screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import type { FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from '../testing/render-step.tsx';
import CustomerDebtsPage from './customer-debts-page.tsx';
import { emptyDebt, MAX_DEBTS, monthlyTotal, toDebtsBody, type DebtValues } from './debts-answers.ts';
import { WithDraft } from './seed-draft.test-helper.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const open = (handler: FakeHandler = () => nextState()) =>
  renderStep(<CustomerDebtsPage />, { state: 31, path: '/customer-debts', handler });

type View = ReturnType<typeof open>;
const posts = (view: View) => view.calls.filter((call) => call.method === 'POST');
const question = () => screen.getByRole('group', { name: 'Do you have any debts right now?' });
const debt = (number: number) => screen.getByRole('group', { name: `Debt ${number}` });
const next = () => screen.getByRole('button', { name: 'Continue' });

interface Typed {
  creditor?: string;
  type?: string;
  outstanding?: string;
  monthly?: string;
  overdue?: 'Yes' | 'No' | '';
}

async function fillDebt(view: View, number: number, typed: Typed = {}) {
  const {
    creditor = 'BBVA',
    type = 'Credit card',
    outstanding = '12,000',
    monthly = '1,500',
    overdue = 'No',
  } = typed;
  const group = debt(number);
  if (creditor)
    await view.user.type(within(group).getByRole('textbox', { name: 'Who do you owe?' }), creditor);
  if (type)
    await view.user.selectOptions(within(group).getByRole('combobox', { name: 'Type of debt' }), type);
  if (outstanding)
    await view.user.type(within(group).getByRole('textbox', { name: 'Amount still to pay' }), outstanding);
  if (monthly) await view.user.type(within(group).getByRole('textbox', { name: 'Monthly payment' }), monthly);
  if (overdue) await view.user.click(within(group).getByRole('radio', { name: overdue }));
}

async function answerYes(view: View) {
  await screen.findByRole('heading', { level: 1 });
  await view.user.click(within(question()).getByRole('radio', { name: 'Yes' }));
}

describe('CustomerDebtsPage', () => {
  it('opens the list with one debt on a yes, focuses the heading and passes axe', async () => {
    const view = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your current debts' })).toHaveFocus();
    expect(await axeViolations(view.container)).toEqual([]);
    await answerYes(view);
    expect(debt(1)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove debt 1' })).not.toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);
  }, 15_000);

  it('sends an empty list for a no', async () => {
    const view = open();
    await screen.findByRole('heading', { level: 1 });
    await view.user.click(within(question()).getByRole('radio', { name: 'No' }));
    await view.user.click(next());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view)[0]?.url).toMatch(/\/lead\/customer-debts$/);
    expect(posts(view)[0]?.body).toEqual({ id: LEAD_ID, debts: [] });
  });

  it.each([
    ['no creditor', { creditor: '' }, 'textbox', 'Who do you owe?', 'Fill in this field to continue.'],
    ['no type', { type: '' }, 'combobox', 'Type of debt', 'Choose one of the options.'],
    [
      'no amount owed',
      { outstanding: '' },
      'textbox',
      'Amount still to pay',
      'Fill in this field to continue.',
    ],
    [
      'nothing owed',
      { outstanding: '0' },
      'textbox',
      'Amount still to pay',
      'Enter an amount of $1 or more.',
    ],
    [
      'letters for the payment',
      { monthly: 'mil' },
      'textbox',
      'Monthly payment',
      'Enter the amount in numbers, for example 2500, with no more than 2 decimal places.',
    ],
    [
      'no overdue answer',
      { overdue: '' as const },
      'group',
      'Are you behind on payments for this debt?',
      'Choose one of the options.',
    ],
  ] as const)('refuses %s before sending', async (_case, typed, role, field, message) => {
    const view = open();
    await answerYes(view);
    await fillDebt(view, 1, typed);
    await view.user.click(next());
    expect(await screen.findByRole('link', { name: message })).toHaveAttribute(
      'href',
      expect.stringContaining('#step-debts-0-'),
    );
    expect(within(debt(1)).getByRole(role, { name: field })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(posts(view)).toHaveLength(0);
  });

  it('adds debts, adds up their monthly payments, removes one and sends the rest in order', async () => {
    const view = open();
    await answerYes(view);
    await fillDebt(view, 1, { monthly: '1,500.25' });
    await view.user.click(screen.getByRole('button', { name: 'Add another debt' }));
    expect(within(debt(2)).getByRole('textbox', { name: 'Who do you owe?' })).toHaveFocus();
    await fillDebt(view, 2, { creditor: 'Coppel', type: 'Other', outstanding: '3000', monthly: '400' });
    await view.user.click(screen.getByRole('button', { name: 'Add another debt' }));
    await fillDebt(view, 3, {
      creditor: 'Banco Azteca',
      type: 'Personal loan',
      outstanding: '8000',
      monthly: '900',
      overdue: 'Yes',
    });
    expect(screen.getByTestId('debts-total')).toHaveTextContent('Your monthly payments add up to $2,800.25.');

    await view.user.click(screen.getByRole('button', { name: 'Remove debt 2' }));
    expect(screen.getByRole('button', { name: 'Add another debt' })).toHaveFocus();
    expect(screen.getByTestId('debts-total')).toHaveTextContent('$2,400.25');
    await view.user.click(next());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view)[0]?.body).toEqual({
      id: LEAD_ID,
      debts: [
        {
          creditor: 'BBVA',
          type: 'credit-card',
          outstandingAmount: 12000,
          monthlyPayment: 1500.25,
          overdue: false,
        },
        {
          creditor: 'Banco Azteca',
          type: 'personal-loan',
          outstandingAmount: 8000,
          monthlyPayment: 900,
          overdue: true,
        },
      ],
    });
  }, 20_000);

  it(`stops offering to add at ${MAX_DEBTS} debts`, async () => {
    const full = Array.from({ length: MAX_DEBTS }, () => ({ ...emptyDebt }));
    renderStep(
      <WithDraft path="/customer-debts" draft={{ hasDebts: 'yes', debts: full }}>
        <CustomerDebtsPage />
      </WithDraft>,
      { state: 31, path: '/customer-debts' },
    );
    expect(await screen.findByRole('group', { name: `Debt ${MAX_DEBTS}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add another debt' })).not.toBeInTheDocument();
    expect(
      screen.getByText(`You have listed ${MAX_DEBTS} debts, the most we can take here.`),
    ).toBeInTheDocument();
  }, 20_000);

  it('shows a server error about one debt at that debt’s field', async () => {
    const logs = captureLogs();
    const view = open(() =>
      fieldErrors({ fieldName: 'debts.1.monthlyPayment', message: 'validation.money' }),
    );
    await answerYes(view);
    await fillDebt(view, 1);
    await view.user.click(screen.getByRole('button', { name: 'Add another debt' }));
    await fillDebt(view, 2, { creditor: 'Coppel' });
    await view.user.click(next());
    await waitFor(() =>
      expect(within(debt(2)).getByRole('textbox', { name: 'Monthly payment' })).toHaveAccessibleDescription(
        expect.stringContaining('Enter the amount in numbers'),
      ),
    );
    expect(within(debt(1)).getByRole('textbox', { name: 'Monthly payment' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.getByRole('link', { name: /Enter the amount in numbers/ })).toHaveAttribute(
      'href',
      '#step-debts-1-monthlyPayment',
    );
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/customer-debts HTTP 400 HTTP error',
    ]);
  }, 20_000);

  it('keeps every debt typed when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = open(serverError);
    await answerYes(view);
    await fillDebt(view, 1);
    await view.user.click(next());
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(within(debt(1)).getByRole('textbox', { name: 'Who do you owe?' })).toHaveValue('BBVA');
    expect(within(debt(1)).getByRole('textbox', { name: 'Monthly payment' })).toHaveValue('1,500');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/customer-debts HTTP 500 HTTP error',
    ]);
  });

  it('keeps the list as a draft', async () => {
    const view = open();
    await answerYes(view);
    await fillDebt(view, 1);
    await waitFor(() =>
      expect(view.store.getState().drafts['/customer-debts']).toEqual({
        hasDebts: 'yes',
        debts: [
          {
            creditor: 'BBVA',
            type: 'credit-card',
            outstandingAmount: '12,000',
            monthlyPayment: '1,500',
            overdue: 'no',
          },
        ],
      }),
    );
  });
});

describe('debts answers', () => {
  const typed = (monthlyPayment: string): DebtValues => ({
    creditor: ' BBVA ',
    type: 'mortgage',
    outstandingAmount: '$500,000',
    monthlyPayment,
    overdue: 'no',
  });

  it.each([
    [{ hasDebts: 'no', debts: [typed('1')] }, []],
    [
      { hasDebts: 'yes', debts: [typed('4,500.5')] },
      [
        {
          creditor: 'BBVA',
          type: 'mortgage',
          outstandingAmount: 500000,
          monthlyPayment: 4500.5,
          overdue: false,
        },
      ],
    ],
  ] as const)('%j is sent as %j', (values, debts) => {
    expect(toDebtsBody('lead', { hasDebts: values.hasDebts, debts: [...values.debts] })).toEqual({
      id: 'lead',
      debts,
    });
  });

  it('adds up the payments typed so far, to the cent, skipping what is no amount yet', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: MAX_DEBTS }),
        fc.boolean(),
        (cents, withJunk) => {
          const debts = cents.map((value) => typed((value / 100).toFixed(2)));
          if (withJunk) debts.push(typed('not yet'));
          expect(monthlyTotal(debts)).toBe(cents.reduce((sum, value) => sum + value, 0) / 100);
        },
      ),
    );
  });
});
