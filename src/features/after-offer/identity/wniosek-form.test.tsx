import { screen, waitFor } from '@testing-library/react';
import type { FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from '../testing/render-step.tsx';
import { wniosekRequest, wniosekSchema, type WniosekValues } from './wniosek-form.tsx';
import WniosekPage from './wniosek-page.tsx';
import WniosekSupplementPage from './wniosek-supplement-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const VALID: WniosekValues = {
  pesel: '44051401359',
  idCardNumber: 'ABA300000',
  mothersMaidenName: 'Kowalska',
  bankAccountNumber: '61 1090 1014 0000 0712 1981 2874',
};
const LABELS: Record<keyof WniosekValues, string> = {
  pesel: 'PESEL',
  idCardNumber: 'ID card number',
  mothersMaidenName: "Your mother's maiden name",
  bankAccountNumber: 'Bank account number',
};
const field = (name: keyof WniosekValues) => screen.getByRole('textbox', { name: LABELS[name] });
const isField = (key: string): key is keyof WniosekValues => key in LABELS;

async function fill(view: ReturnType<typeof renderStep>, values: Partial<WniosekValues>) {
  for (const [name, value] of Object.entries(values)) {
    if (!isField(name)) continue;
    await view.user.clear(field(name));
    if (value) await view.user.type(field(name), value);
  }
}

const application = (handler: FakeHandler = () => nextState()) =>
  renderStep(<WniosekPage />, { state: 33, path: '/wniosek', handler });

describe('WniosekPage', () => {
  it('asks for the four details with hints and passes axe', async () => {
    const view = application();
    expect(screen.getByRole('heading', { level: 1, name: 'Your application form (wniosek)' })).toHaveFocus();
    expect(field('pesel')).toHaveAttribute('inputmode', 'numeric');
    expect(field('idCardNumber')).toHaveAccessibleDescription(
      '3 letters and 6 digits, for example ABA300000.',
    );
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it.each<[keyof WniosekValues, string, string]>([
    ['pesel', '', 'Fill in this field to continue.'],
    ['pesel', '4405140135', 'Enter all 11 digits of your PESEL.'],
    [
      'pesel',
      '44051401358',
      'This PESEL is not valid: a digit is mistyped. Copy it again from your ID card.',
    ],
    ['pesel', '44133101358', 'The date in your PESEL is not a real date. Check it against your ID card.'],
    ['idCardNumber', '', 'Fill in this field to continue.'],
    ['idCardNumber', 'AB1300000', 'Your ID card number has 3 letters and 6 digits, for example ABA300000.'],
    [
      'idCardNumber',
      'ABA400000',
      'This ID card number is not valid: a character is mistyped. Copy it again from your ID card.',
    ],
    ['mothersMaidenName', '', 'Fill in this field to continue.'],
    [
      'mothersMaidenName',
      'Kowalska2',
      'Use letters only; spaces, hyphens and apostrophes are allowed between words.',
    ],
    ['bankAccountNumber', '', 'Fill in this field to continue.'],
    [
      'bankAccountNumber',
      '61109010140000071219812875',
      'This IBAN is not valid: a character is mistyped. Copy it again from your banking app.',
    ],
    [
      'bankAccountNumber',
      'DE89370400440532013000',
      "This IBAN's country code is not one we can pay into. Enter an account from your country.",
    ],
  ])('refuses %s %j before sending: %s', async (name, typed, message) => {
    const view = application();
    await fill(view, { ...VALID, [name]: typed });
    await view.user.click(screen.getByRole('button', { name: 'Send the application' }));
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(view.calls).toHaveLength(0);
  });

  it('sends the application in compact form and follows the state the server names', async () => {
    const view = application();
    await fill(view, { ...VALID, idCardNumber: 'aba 300000', mothersMaidenName: ' Kowalska  Nowak ' });
    await view.user.click(screen.getByRole('button', { name: 'Send the application' }));
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(view.calls).toHaveLength(1);
    expect(view.calls[0]?.url).toMatch(/\/lead\/wniosek$/);
    expect(view.calls[0]?.body).toEqual({
      id: LEAD_ID,
      kind: 'application',
      pesel: '44051401359',
      idCardNumber: 'ABA300000',
      mothersMaidenName: 'Kowalska Nowak',
      bankAccountNumber: 'PL61109010140000071219812874',
    });
  });

  it('shows a server refusal at its field, in the screen own words', async () => {
    const logs = captureLogs();
    const view = application(() =>
      fieldErrors({ fieldName: 'idCardNumber', message: 'Use three letters and six digits' }),
    );
    await fill(view, VALID);
    await view.user.click(screen.getByRole('button', { name: 'Send the application' }));
    const message = 'The lender could not accept this ID card number. Check it against your ID card.';
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(field('idCardNumber')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/wniosek HTTP 400 HTTP error']);
  });

  it('keeps everything typed when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = application(serverError);
    await fill(view, VALID);
    await view.user.click(screen.getByRole('button', { name: 'Send the application' }));
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    for (const name of Object.keys(VALID).filter(isField)) expect(field(name)).toHaveValue(VALID[name]);
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/wniosek HTTP 500 HTTP error']);
  });

  it('is in Polish for Polish applicants', async () => {
    renderStep(<WniosekPage />, { state: 33, path: '/wniosek', locale: 'pl' });
    expect(screen.getByRole('heading', { level: 1, name: 'Twój wniosek' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nazwisko panieńskie matki' })).toBeInTheDocument();
  });
});

describe('WniosekSupplementPage', () => {
  it('sends the same questions as the supplement', async () => {
    const view = renderStep(<WniosekSupplementPage />, { state: 34, path: '/wniosek-uzupelnienie' });
    expect(screen.getByRole('heading', { level: 1, name: 'Complete your application' })).toHaveFocus();
    expect(await axeViolations(view.container)).toEqual([]);
    await fill(view, VALID);
    await view.user.click(screen.getByRole('button', { name: 'Send the details' }));
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(view.calls[0]?.body).toMatchObject({ id: LEAD_ID, kind: 'supplement', pesel: '44051401359' });
  });
});

describe('wniosekSchema', () => {
  it.each([
    [{}, true],
    [{ mothersMaidenName: 'K'.repeat(60) }, true],
    [{ mothersMaidenName: 'K'.repeat(61) }, false],
    [{ mothersMaidenName: "D'Arc-Żółkiewska" }, true],
    [{ mothersMaidenName: '-Kowalska' }, false],
    [{ idCardNumber: 'aba300000' }, true],
    [{ bankAccountNumber: 'PL61109010140000071219812874' }, true],
  ])('%j over a valid form is accepted: %s', (change, accepted) => {
    expect(wniosekSchema.safeParse({ ...VALID, ...change }).success).toBe(accepted);
  });
});

describe('wniosekRequest', () => {
  it.each<[Partial<WniosekValues>, Partial<ReturnType<typeof wniosekRequest>>]>([
    [{ pesel: ' 440514 01359 ' }, { pesel: '44051401359' }],
    [{ idCardNumber: 'aba-300000' }, { idCardNumber: 'ABA300000' }],
    [{ mothersMaidenName: '  Nowak-Kowalska ' }, { mothersMaidenName: 'Nowak-Kowalska' }],
    [
      { bankAccountNumber: '61109010140000071219812874' },
      { bankAccountNumber: 'PL61109010140000071219812874' },
    ],
    [
      { bankAccountNumber: 'PL61 1090 1014 0000 0712 1981 2874' },
      { bankAccountNumber: 'PL61109010140000071219812874' },
    ],
  ])('maps %j to %j', (typed, sent) => {
    expect(wniosekRequest(LEAD_ID, 'application', { ...VALID, ...typed })).toMatchObject(sent);
  });
});
