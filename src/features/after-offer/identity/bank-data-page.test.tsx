import { screen, waitFor } from '@testing-library/react';
import type { FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from '../testing/render-step.tsx';
import BankDataPage, { accountRequest, bankDataSchema } from './bank-data-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

// Unit tests build the Mexican market: the account is a CLABE.
const CLABE = '002010077777777771';
const HOLDER = 'María Hernández López';
const clabeField = () => screen.getByRole('textbox', { name: 'CLABE' });
const holderField = () => screen.getByRole('textbox', { name: 'Account holder' });
const save = () => screen.getByRole('button', { name: 'Save the account' });

const bankData = (handler: FakeHandler = () => nextState()) =>
  renderStep(<BankDataPage />, { state: 9, path: '/bank-data', handler });

describe('BankDataPage', () => {
  it('asks for the CLABE and the holder, offers to give it later, and passes axe', async () => {
    const view = bankData();
    expect(screen.getByRole('heading', { level: 1, name: 'Where should the loan be paid?' })).toHaveFocus();
    expect(clabeField()).toHaveAttribute('inputmode', 'numeric');
    expect(holderField()).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByRole('button', { name: 'I will give it later' })).toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it.each<['iban' | 'accountHolderName', string, string]>([
    ['iban', '', 'Fill in this field to continue.'],
    [
      'iban',
      '00201007777777777',
      'Enter all 18 digits of your CLABE. You find it in your banking app or on your statement.',
    ],
    ['iban', '00201007777777777A', 'Enter your CLABE in digits only: 18 numbers, without spaces.'],
    [
      'iban',
      '002010077777777772',
      'This CLABE is not valid: a digit is mistyped. Copy it again from your banking app.',
    ],
    ['accountHolderName', '', 'Fill in this field to continue.'],
    [
      'accountHolderName',
      'María 2',
      'Use letters only; spaces, hyphens and apostrophes are allowed between words.',
    ],
  ])('refuses %s %j before sending: %s', async (name, typed, message) => {
    const view = bankData();
    const values = { iban: CLABE, accountHolderName: HOLDER, [name]: typed };
    if (values.iban) await view.user.type(clabeField(), values.iban);
    if (values.accountHolderName) await view.user.type(holderField(), values.accountHolderName);
    await view.user.click(save());
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    const control = name === 'iban' ? clabeField() : holderField();
    expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(view.calls).toHaveLength(0);
  });

  it('sends the compact CLABE and the holder, then follows the state the server names', async () => {
    const view = bankData();
    await view.user.type(clabeField(), '002 010 07777777777 1');
    await view.user.type(holderField(), ` ${HOLDER} `);
    await view.user.click(save());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(view.calls).toHaveLength(1);
    expect(view.calls[0]).toMatchObject({
      method: 'POST',
      body: { id: LEAD_ID, iban: CLABE, accountHolderName: HOLDER },
    });
    expect(view.calls[0]?.url).toMatch(/\/lead\/account$/);
  });

  it('lets the applicant give the account later: the step is skipped', async () => {
    const view = bankData();
    await view.user.click(screen.getByRole('button', { name: 'I will give it later' }));
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(view.calls).toHaveLength(1);
    expect(view.calls[0]?.url).toMatch(new RegExp(`/lead/skip/${LEAD_ID}$`));
  });

  it('shows a server refusal at the field, in the screen own words', async () => {
    const logs = captureLogs();
    const view = bankData(() => fieldErrors({ fieldName: 'iban', message: 'Not a valid account number' }));
    await view.user.type(clabeField(), CLABE);
    await view.user.type(holderField(), HOLDER);
    await view.user.click(save());
    const message = 'The lender could not accept this CLABE. Copy it again from your banking app.';
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(clabeField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/account HTTP 400 HTTP error']);
  });

  it('keeps what was typed when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = bankData(serverError);
    await view.user.type(clabeField(), CLABE);
    await view.user.type(holderField(), HOLDER);
    await view.user.click(save());
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(clabeField()).toHaveValue(CLABE);
    expect(holderField()).toHaveValue(HOLDER);
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/account HTTP 500 HTTP error']);
  });

  it('keeps the account as a draft, for a reload', async () => {
    const view = bankData();
    await view.user.type(clabeField(), CLABE);
    await waitFor(() =>
      expect(view.store.getState().readDraft('/bank-data')).toEqual({ iban: CLABE, accountHolderName: '' }),
    );
  });
});

describe('the account of each market', () => {
  // Which kind of account each country pays into is market data: src/markets/countries.test.ts.
  it.each([
    ['de', 'DE89 3704 0044 0532 0130 00', true],
    ['de', 'DE89370400440532013001', false],
    ['de', CLABE, false],
    ['es', 'ES91 2100 0418 4502 0005 1332', true],
    ['mx', CLABE, true],
    ['mx', 'DE89370400440532013000', false],
  ] as const)('%s: %j is accepted: %s', (country, typed, accepted) => {
    expect(bankDataSchema(country).safeParse({ iban: typed, accountHolderName: HOLDER }).success).toBe(
      accepted,
    );
  });

  it.each([
    ['mx', '002 010 07777777777 1', CLABE],
    ['de', 'de89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['es', 'IBAN ES91 2100 0418 4502 0005 1332', 'ES9121000418450200051332'],
  ] as const)('%s: %j is sent as %j', (country, typed, sent) => {
    expect(accountRequest(LEAD_ID, country, { iban: typed, accountHolderName: HOLDER })).toEqual({
      id: LEAD_ID,
      iban: sent,
      accountHolderName: HOLDER,
    });
  });
});
