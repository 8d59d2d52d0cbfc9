import { screen, waitFor } from '@testing-library/react';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, renderStep, serverError } from '../testing/render-step.tsx';
import AdditionalEmploymentPage from './additional-employment-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const PATH = '/additional-employment-details';
type View = ReturnType<typeof renderStep>;

const VALID: Record<string, string> = {
  "Employer's name": 'Grupo Industrial del Valle',
  'Your job title': 'Contadora',
  Street: 'Av. Insurgentes Sur',
  'Building number': '1602',
  Postcode: '03940',
  'Town or city': 'Ciudad de México',
  'State or province': 'Ciudad de México',
  'Work phone number': '55 1234 5678',
  'Date you started this job': '15/03/2020',
  'Monthly income after tax': '18,500.50',
  'Day of the month you are paid': '15',
};

const box = (label: string) => screen.getByRole('textbox', { name: label });

async function fill(view: View, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    // Pasting is typing at once: a whole form typed key by key is slow for no gain.
    await view.user.clear(box(label));
    if (value) await view.user.paste(value);
  }
}

const send = (view: View) => view.user.click(screen.getByRole('button', { name: 'Continue' }));
const posts = (view: View) => view.calls.filter((call) => call.method === 'POST');

describe('AdditionalEmploymentPage', () => {
  it('asks for the employer and the income, with autofill kept apart from the home address, and passes axe', async () => {
    const view = renderStep(<AdditionalEmploymentPage />, { state: 21, path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Where you work' })).toHaveFocus();
    expect(box("Employer's name")).toHaveAttribute('autocomplete', 'organization');
    expect(box('Postcode')).toHaveAttribute('autocomplete', 'section-employer postal-code');
    expect(box('Work phone number')).toHaveAttribute('autocomplete', 'work tel-national');
    expect(box('Monthly income after tax')).toHaveAttribute('inputmode', 'decimal');
    expect(box('Monthly income after tax')).toHaveAccessibleDescription(expect.stringContaining('MXN'));
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it.each([
    ["Employer's name", '', 'Fill in this field to continue.'],
    ['Your job title', '<b>boss</b>', 'Use letters and numbers; you may use . , & / ( ) and hyphens.'],
    ['Postcode', '1234', 'Enter your postcode as it appears on your post.'],
    ['Building number', '#', 'Start with the number, for example 12, 12-B or 1200 Bis.'],
    [
      'Work phone number',
      'call me',
      'Enter the phone number using digits only, without letters or other signs.',
    ],
    ['Date you started this job', '31/02/2020', 'Enter a real date as DD/MM/YYYY, for example 07/03/1990.'],
    ['Date you started this job', '01/01/2999', 'Enter a date in the past.'],
    [
      'Monthly income after tax',
      'a lot',
      'Enter the amount in numbers, for example 2500, with no more than 2 decimal places.',
    ],
    ['Monthly income after tax', '0', 'Enter an amount of $1 or more.'],
    [
      'Monthly income after tax',
      '100.123',
      'Enter the amount in numbers, for example 2500, with no more than 2 decimal places.',
    ],
    ['Day of the month you are paid', '32', 'Enter 31 or less.'],
    ['Day of the month you are paid', '0', 'Enter 1 or more.'],
  ])('refuses %s = %j before sending: %s', async (label, typed, message) => {
    const view = renderStep(<AdditionalEmploymentPage />, { state: 21, path: PATH });
    await fill(view, { ...VALID, [label]: typed });
    await send(view);
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(box(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(posts(view)).toHaveLength(0);
  });

  it('sends the employer and the income as the contract has them and follows the next state', async () => {
    const view = renderStep(<AdditionalEmploymentPage />, { state: 21, path: PATH });
    await fill(view, VALID);
    await send(view);
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    const [call] = posts(view);
    expect(call?.url).toMatch(/\/lead\/employment-details$/);
    expect(call?.body).toEqual({
      id: LEAD_ID,
      employer: {
        name: 'Grupo Industrial del Valle',
        street: 'Av. Insurgentes Sur',
        houseNumber: '1602',
        postalCode: '03940',
        city: 'Ciudad de México',
        province: 'Ciudad de México',
      },
      incomeDetails: {
        jobTitle: 'Contadora',
        workPhone: '5512345678',
        incomeContractStartedAt: '2020-03-15',
        monthlyIncome: 18500.5,
        incomePayday: 15,
      },
    });
  });

  it('shows a server refusal at its field, translated from the server key', async () => {
    const logs = captureLogs();
    const view = renderStep(<AdditionalEmploymentPage />, {
      state: 21,
      path: PATH,
      locale: 'mx',
      handler: () =>
        fieldErrors({ fieldName: 'incomeDetails.workPhone', message: 'validation.phone.TOO_SHORT' }),
    });
    await fill(view, {
      'Nombre del empleador': 'Bimbo',
      'Tu puesto': 'Contadora',
      Calle: 'Reforma',
      'Número exterior': '10',
      'Código postal': '06600',
      Ciudad: 'Ciudad de México',
      Estado: 'Ciudad de México',
      'Teléfono del trabajo': '55 1234 5678',
      'Fecha en que empezaste en este empleo': '01/02/2021',
      'Ingreso mensual neto': '12000',
      'Día del mes en que te pagan': '30',
    });
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('link', { name: /Este número está incompleto/ })).toBeInTheDocument();
    expect(box('Teléfono del trabajo')).toHaveAttribute('aria-invalid', 'true');
    expect(view.where()).toBe(PATH);
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/employment-details HTTP 400 HTTP error',
    ]);
  });

  it('keeps everything typed when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = renderStep(<AdditionalEmploymentPage />, { state: 21, path: PATH, handler: serverError });
    await fill(view, VALID);
    await send(view);
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    for (const [label, value] of Object.entries(VALID)) expect(box(label)).toHaveValue(value);
    expect(view.where()).toBe(PATH);
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/employment-details HTTP 500 HTTP error',
    ]);
  });

  it('keeps what was typed as a draft (a reload restores it)', async () => {
    const view = renderStep(<AdditionalEmploymentPage />, { state: 21, path: PATH });
    await fill(view, { "Employer's name": 'Grupo Industrial del Valle' });
    await waitFor(() =>
      expect(view.store.getState().readDraft(PATH)).toMatchObject({
        employerName: 'Grupo Industrial del Valle',
      }),
    );
  });
});
