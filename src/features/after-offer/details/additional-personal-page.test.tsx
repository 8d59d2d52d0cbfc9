import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, type FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from '../testing/render-step.tsx';
import AdditionalPersonalPage from './additional-personal-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const PATH = '/additional-personal-details';
type View = ReturnType<typeof renderStep>;

const countries = [
  { value: 'MX', label: 'Mexico' },
  { value: 'US', label: 'United States' },
];

/** Countries from the choices API; the step call answers with `step`. */
const api =
  (step: () => Response): FakeHandler =>
  (call) =>
    call.url.includes('/choices/country') ? jsonResponse({ choices: countries }) : step();

const TEXT: Record<string, string> = {
  'Middle name (optional)': 'Guadalupe',
  'Second surname (optional)': 'López',
  'ID card number': 'HRLPMR90031509M800',
  'Date of issue': '20/05/2019',
  'Issued by': 'INE',
  'Town or city of birth': 'Puebla',
};

const box = (label: string) => screen.getByRole('textbox', { name: label });

async function fill(view: View, text: Record<string, string>, answers = true) {
  for (const [label, value] of Object.entries(text)) {
    await view.user.clear(box(label));
    if (value) {
      await view.user.click(box(label));
      await view.user.paste(value);
    }
  }
  if (!answers) return;
  await view.user.selectOptions(screen.getByRole('combobox', { name: 'Citizenship' }), 'MX');
  await view.user.selectOptions(screen.getByRole('combobox', { name: 'Country of birth' }), 'US');
  for (const question of [/prominent public position/, /close family member/])
    await view.user.click(within(screen.getByRole('group', { name: question })).getByLabelText('No'));
}

const send = (view: View) => view.user.click(screen.getByRole('button', { name: 'Continue' }));
const posts = (view: View) => view.calls.filter((call) => call.method === 'POST');

describe('AdditionalPersonalPage', () => {
  it('asks for the identity document, citizenship, birth and public positions, and passes axe', async () => {
    const view = renderStep(<AdditionalPersonalPage />, { state: 22, path: PATH, handler: api(nextState) });
    const citizenship = await screen.findByRole('combobox', { name: 'Citizenship' });
    expect(within(citizenship).getByRole('option', { name: 'United States' })).toBeInTheDocument();
    expect(box('Middle name (optional)')).toHaveAttribute('autocomplete', 'additional-name');
    expect(screen.getByRole('group', { name: /prominent public position/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'A few more details about you' })).toHaveFocus();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it.each([
    [
      'Middle name (optional)',
      'J0hn',
      'Use letters only; spaces, hyphens and apostrophes are allowed between words.',
    ],
    ['ID card number', '', 'Fill in this field to continue.'],
    ['ID card number', 'AB1', 'Use 4 to 20 letters and digits, as printed on your card.'],
    ['ID card number', 'ABC/123', 'Use 4 to 20 letters and digits, as printed on your card.'],
    ['Date of issue', '2019', 'Enter a real date as DD/MM/YYYY, for example 07/03/1990.'],
    ['Date of issue', '01/01/2999', 'Enter a date in the past.'],
    ['Issued by', '', 'Fill in this field to continue.'],
    ['Town or city of birth', 'Puebla 2', 'Use letters only; you may use spaces, periods and hyphens.'],
  ])('refuses %s = %j before sending: %s', async (label, typed, message) => {
    const view = renderStep(<AdditionalPersonalPage />, { state: 22, path: PATH, handler: api(nextState) });
    await screen.findByRole('combobox', { name: 'Citizenship' });
    await fill(view, { ...TEXT, [label]: typed });
    await send(view);
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(box(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(posts(view)).toHaveLength(0);
  });

  it('refuses unanswered choices and questions before sending', async () => {
    const view = renderStep(<AdditionalPersonalPage />, { state: 22, path: PATH, handler: api(nextState) });
    await screen.findByRole('combobox', { name: 'Citizenship' });
    await fill(view, TEXT, false);
    await send(view);
    expect(await screen.findAllByRole('link', { name: 'Choose one of the options.' })).toHaveLength(4);
    expect(screen.getByRole('combobox', { name: 'Citizenship' })).toHaveAttribute('aria-invalid', 'true');
    expect(posts(view)).toHaveLength(0);
  });

  it('sends the details as the contract has them and follows the next state', async () => {
    const view = renderStep(<AdditionalPersonalPage />, { state: 22, path: PATH, handler: api(nextState) });
    await screen.findByRole('combobox', { name: 'Citizenship' });
    await fill(view, { ...TEXT, 'ID card number': 'hrlp mr90 0315 09m8 00' });
    await send(view);
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    const [call] = posts(view);
    expect(call?.url).toMatch(/\/lead\/personal-details$/);
    expect(call?.body).toEqual({
      id: LEAD_ID,
      personalDetails: { middleName: 'Guadalupe', secondLastName: 'López' },
      otherDetails: {
        idCardNumber: 'HRLPMR90031509M800',
        idCardIssuedAt: '2019-05-20',
        idCardIssuedAuthority: 'INE',
        citizenship: 'MX',
        countryOfBirth: 'United States',
        cityOfBirth: 'Puebla',
        isPoliticallyExposed: false,
        connectedToPep: false,
      },
    });
  });

  it('shows a server refusal at its field', async () => {
    const logs = captureLogs();
    const view = renderStep(<AdditionalPersonalPage />, {
      state: 22,
      path: PATH,
      handler: api(() =>
        fieldErrors({ fieldName: 'otherDetails.idCardNumber', message: 'Use letters and digits only' }),
      ),
    });
    await screen.findByRole('combobox', { name: 'Citizenship' });
    await fill(view, TEXT);
    await send(view);
    expect(await screen.findByRole('link', { name: 'Use letters and digits only' })).toBeInTheDocument();
    expect(box('ID card number')).toHaveAttribute('aria-invalid', 'true');
    expect(view.where()).toBe(PATH);
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/personal-details HTTP 400 HTTP error',
    ]);
  });

  it('keeps everything typed when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = renderStep(<AdditionalPersonalPage />, { state: 22, path: PATH, handler: api(serverError) });
    await screen.findByRole('combobox', { name: 'Citizenship' });
    await fill(view, TEXT);
    await send(view);
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    for (const [label, value] of Object.entries(TEXT)) expect(box(label)).toHaveValue(value);
    expect(screen.getByRole('combobox', { name: 'Citizenship' })).toHaveValue('MX');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/personal-details HTTP 500 HTTP error',
    ]);
  });

  it('says when the countries cannot be loaded, and tries again', async () => {
    const logs = captureLogs();
    let fail = true;
    const view = renderStep(<AdditionalPersonalPage />, {
      state: 22,
      path: PATH,
      handler: (call) => (fail && call.url.includes('/choices/') ? serverError() : api(nextState)(call)),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    fail = false;
    await view.user.click(retry);
    expect(await screen.findByRole('combobox', { name: 'Citizenship' })).toBeInTheDocument();
    expect(logs.map((entry) => entry.message)).toContain('ERROR: GET /choices/country HTTP 500 HTTP error');
  }, 15_000);
});
