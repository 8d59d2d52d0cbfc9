import { screen, waitFor } from '@testing-library/react';
import type { LeadStatusResponse } from '#contract/lead.ts';
import { jsonResponse, type FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from '../testing/render-step.tsx';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import AccountPasswordPage, { accountPasswordSchema } from './account-password-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const PASSWORD = 'kwiat2024lato';
const partnerStatus: LeadStatusResponse = {
  id: LEAD_ID,
  state: 18,
  status: 'partner-step',
  partner: { name: 'Banco Ejemplo' },
};

/** The lead status names the partner, the partner list has no entry for it; the password call answers `answer`. */
const api =
  (answer: () => Response = nextState): FakeHandler =>
  (call) => {
    if (call.url.includes('/lead/status/')) return jsonResponse(partnerStatus);
    if (call.url.endsWith('/partner/logos')) return jsonResponse({ logos: [] });
    return answer();
  };

// Password inputs have no role: they are found by their label.
const passwordField = () => screen.getByLabelText('Password');
const confirmationField = () => screen.getByLabelText('Type the password again');
const create = () => screen.getByRole('button', { name: 'Create the account' });
const posts = <Call extends { method: string }>(calls: Call[]) =>
  calls.filter((call) => call.method === 'POST');

const account = (answer?: () => Response) =>
  renderStep(<AccountPasswordPage />, { state: 18, path: '/account', handler: api(answer) });

async function type(view: ReturnType<typeof renderStep>, password: string, confirmation: string) {
  if (password) await view.user.type(passwordField(), password);
  if (confirmation) await view.user.type(confirmationField(), confirmation);
}

describe('AccountPasswordPage', () => {
  it('names the partner, asks for a new password twice, and passes axe', async () => {
    const view = account();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account password' })).toHaveFocus();
    expect(await screen.findByText(/^Banco Ejemplo opens an account for you/)).toBeInTheDocument();
    for (const control of [passwordField(), confirmationField()]) {
      expect(control).toHaveAttribute('type', 'password');
      expect(control).toHaveAttribute('autocomplete', 'new-password');
    }
    expect(passwordField()).toHaveAccessibleDescription(
      'At least 8 characters, with at least one letter and one digit.',
    );
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('shows the passwords on request, and hides them again', async () => {
    const view = account();
    await view.user.click(screen.getByRole('checkbox', { name: 'Show the password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(confirmationField()).toHaveAttribute('type', 'text');
    await view.user.click(screen.getByRole('checkbox', { name: 'Show the password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it.each<['password' | 'passwordConfirmation', string, string, string]>([
    ['password', '', '', 'Fill in this field to continue.'],
    ['password', 'abc123', 'abc123', 'Enter at least 8 characters.'],
    ['password', 'abcdefghij', 'abcdefghij', 'Use at least one digit in the password.'],
    ['password', '1234567890', '1234567890', 'Use at least one letter in the password.'],
    ['passwordConfirmation', PASSWORD, '', 'Type the password again to confirm it.'],
    [
      'passwordConfirmation',
      PASSWORD,
      `${PASSWORD}x`,
      'The two passwords are not the same. Type them again.',
    ],
  ])('refuses %s (%j, %j) before sending: %s', async (name, password, confirmation, message) => {
    const view = account();
    await type(view, password, confirmation);
    await view.user.click(create());
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    const control = name === 'password' ? passwordField() : confirmationField();
    expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(posts(view.calls)).toHaveLength(0);
  });

  it('sends the password and its confirmation, then follows the state the server names', async () => {
    const view = account();
    await type(view, PASSWORD, PASSWORD);
    await view.user.click(create());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    const sent = posts(view.calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toMatch(/\/lead\/customer\/password$/);
    expect(sent[0]?.body).toEqual({ id: LEAD_ID, password: PASSWORD, passwordConfirmation: PASSWORD });
  });

  it('shows a server refusal at the password, in the screen own words', async () => {
    const logs = captureLogs();
    const view = account(() => fieldErrors({ fieldName: 'password', message: 'Use at least one letter' }));
    await type(view, PASSWORD, PASSWORD);
    await view.user.click(create());
    const message = 'The partner could not accept this password. Choose another one.';
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(passwordField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/customer/password HTTP 400 HTTP error',
    ]);
  });

  it('keeps the passwords typed when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = account(serverError);
    await type(view, PASSWORD, PASSWORD);
    await view.user.click(create());
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(passwordField()).toHaveValue(PASSWORD);
    expect(confirmationField()).toHaveValue(PASSWORD);
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/customer/password HTTP 500 HTTP error',
    ]);
  });

  it('never stores the password as a draft', async () => {
    const memory = memorySafeStorage();
    const view = renderStep(<AccountPasswordPage />, {
      state: 18,
      path: '/account',
      handler: api(),
      storage: memory.storage,
    });
    await type(view, PASSWORD, PASSWORD);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(JSON.stringify(view.store.getState().drafts)).not.toContain(PASSWORD);
    expect(JSON.stringify([...memory.session.entries, ...memory.local.entries])).not.toContain(PASSWORD);
  });

  it('says who opens the account even when the lead status cannot be read', async () => {
    const logs = captureLogs();
    renderStep(<AccountPasswordPage />, { state: 18, path: '/account', handler: serverError });
    expect(screen.getByText(/^Our partner opens an account for you/)).toBeInTheDocument();
    const failedRead = 'ERROR: GET /lead/status/{id} HTTP 500 HTTP error';
    await waitFor(() => expect(logs.map((entry) => entry.message)).toContain(failedRead));
    expect(screen.getByText(/^Our partner opens an account for you/)).toBeInTheDocument();
  });
});

describe('accountPasswordSchema', () => {
  it.each([
    [PASSWORD, PASSWORD, true],
    ['abcdefg1', 'abcdefg1', true],
    ['  spaced 1  ', '  spaced 1  ', true],
    [`a1${'x'.repeat(126)}`, `a1${'x'.repeat(126)}`, true],
    [`a1${'x'.repeat(127)}`, `a1${'x'.repeat(127)}`, false],
    ['abcdef1', 'abcdef1', false],
    [PASSWORD, PASSWORD.toUpperCase(), false],
  ])('%j confirmed as %j is accepted: %s', (password, passwordConfirmation, accepted) => {
    expect(accountPasswordSchema.safeParse({ password, passwordConfirmation }).success).toBe(accepted);
  });
});
