import { screen, waitFor, within } from '@testing-library/react';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from '../testing/render-step.tsx';
import CreditDetailsPage from './credit-details-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

type View = ReturnType<typeof renderStep>;
const setup = (handler = () => nextState()) =>
  renderStep(<CreditDetailsPage />, { state: 26, path: '/credit-details', handler });
const box = (name: string) => screen.getByRole('textbox', { name });
const answer = (view: View, question: RegExp, option: string) =>
  view.user.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: option }));
const send = (view: View) => view.user.click(screen.getByRole('button', { name: 'Continue' }));
const posts = (view: View) => view.calls.filter((call) => call.method === 'POST');

async function fillRenterWithLoans(view: View) {
  await answer(view, /pay for your home/, 'I pay rent');
  await view.user.type(box('Rent per month'), '4,500');
  await view.user.type(box('Other living costs per month'), '6000.50');
  await answer(view, /other loans/, 'Yes');
  await view.user.type(box('Repayments per month'), '1200');
  await view.user.type(box('Total still owed'), '18000');
  await answer(view, /fallen behind/, 'No');
}

describe('CreditDetailsPage', { timeout: 20_000 }, () => {
  it('asks the housing, living costs, loans and history questions in the market currency, and passes axe', async () => {
    const view = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Your monthly spending' })).toHaveFocus();
    expect(screen.getByText(/per month, in MXN/)).toBeInTheDocument();
    expect(box('Other living costs per month')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.queryByRole('textbox', { name: 'Rent per month' })).not.toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);
    await fillRenterWithLoans(view);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it.each([
    ['rent', 'I pay rent', 'Rent per month'],
    ['mortgage', 'I pay a mortgage', 'Mortgage payment per month'],
  ])('asks the %s amount only for that answer', async (_case, option, label) => {
    const view = setup();
    await answer(view, /pay for your home/, option);
    expect(box(label)).toBeInTheDocument();
    await answer(view, /pay for your home/, 'Neither: I own it outright or live with family');
    expect(screen.queryByRole('textbox', { name: label })).not.toBeInTheDocument();
  });

  it.each([
    ['no rent amount', 'Rent per month', '', 'Fill in this field to continue.'],
    [
      'a rent of 0',
      'Rent per month',
      '0',
      'Enter the amount you pay. If you pay nothing, change your answer above.',
    ],
    [
      'living costs in words',
      'Other living costs per month',
      'some',
      'Enter the amount in numbers, for example 2500, with no more than 2 decimal places.',
    ],
    ['negative living costs', 'Other living costs per month', '-100', 'Enter an amount of $0 or more.'],
    ['no repayments amount', 'Repayments per month', '', 'Fill in this field to continue.'],
    [
      'a total owed over the limit',
      'Total still owed',
      '200000000',
      'Enter an amount of $100,000,000 or less.',
    ],
  ])('refuses %s before sending', async (_case, label, typed, message) => {
    const view = setup();
    await fillRenterWithLoans(view);
    await view.user.clear(box(label));
    if (typed) await view.user.type(box(label), typed);
    await send(view);
    expect(box(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(posts(view)).toHaveLength(0);
  });

  it('refuses unanswered questions, each linked to its field', async () => {
    const view = setup();
    await send(view);
    const choices = await screen.findAllByRole('link', { name: 'Choose one of the options.' });
    expect(choices.map((link) => link.getAttribute('href'))).toEqual([
      '#step-housing',
      '#step-hasOtherLoans',
      '#step-negativeCreditHistory',
    ]);
    expect(posts(view)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Fill in this field to continue.' })).toHaveAttribute(
      'href',
      '#step-monthlyExpenses',
    );
  });

  it('sends the expenses that apply and follows the next state', async () => {
    const view = setup();
    await fillRenterWithLoans(view);
    await send(view);
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view)[0]).toMatchObject({ url: expect.stringContaining('/lead/credit-details') });
    expect(posts(view)[0]?.body).toEqual({
      id: LEAD_ID,
      expenses: {
        rentAmount: 4500,
        monthlyExpenses: 6000.5,
        hasOtherLoans: true,
        monthlyCreditCommitments: 1200,
        totalDebtAmount: 18000,
      },
      negativeCreditHistory: false,
    });
  });

  it('leaves out amounts whose question was answered otherwise afterwards', async () => {
    const view = setup();
    await fillRenterWithLoans(view);
    await answer(view, /pay for your home/, 'Neither: I own it outright or live with family');
    await answer(view, /other loans/, 'No');
    await answer(view, /fallen behind/, 'Yes');
    await send(view);
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view)[0]?.body).toEqual({
      id: LEAD_ID,
      expenses: { monthlyExpenses: 6000.5, hasOtherLoans: false },
      negativeCreditHistory: true,
    });
  });

  it('shows a server refusal of expenses.rentAmount at the rent field', async () => {
    const logs = captureLogs();
    const view = setup(() => fieldErrors({ fieldName: 'expenses.rentAmount', message: 'validation.money' }));
    await fillRenterWithLoans(view);
    await send(view);
    expect(await screen.findByRole('link', { name: /Enter the amount in numbers/ })).toHaveAttribute(
      'href',
      '#step-rentAmount',
    );
    expect(box('Rent per month')).toHaveAttribute('aria-invalid', 'true');
    expect(view.where()).toBe('/credit-details');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/credit-details HTTP 400 HTTP error',
    ]);
  });

  it('keeps what was typed when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = setup(serverError);
    await fillRenterWithLoans(view);
    await send(view);
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(box('Rent per month')).toHaveValue('4,500');
    expect(box('Total still owed')).toHaveValue('18000');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/credit-details HTTP 500 HTTP error',
    ]);
  });

  it('keeps what is typed as a draft of the step', async () => {
    const view = setup();
    await fillRenterWithLoans(view);
    await waitFor(() =>
      expect(view.store.getState().readDraft('/credit-details')).toMatchObject({
        housing: 'rent',
        rentAmount: '4,500',
        hasOtherLoans: 'yes',
      }),
    );
  });
});
