import { screen, waitFor } from '@testing-library/react';
import { buildCnp } from '#shared/lib/identifiers/index.ts';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, renderStep, serverError } from '../testing/render-step.tsx';
import CnpPage, { cnpRequest } from './cnp-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const VALID_CNP = '1630615123457';
const cnpField = () => screen.getByRole('textbox', { name: 'CNP' });
const send = () => screen.getByRole('button', { name: 'Continue' });
const posts = <Call extends { method: string }>(calls: Call[]) =>
  calls.filter((call) => call.method === 'POST');

describe('CnpPage', () => {
  it('asks for the CNP with a hint and passes axe', async () => {
    const view = renderStep(<CnpPage />, { state: 28, path: '/cnp' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your personal numeric code (CNP)' })).toHaveFocus();
    expect(cnpField()).toHaveAttribute('inputmode', 'numeric');
    expect(cnpField()).toHaveAccessibleDescription('13 digits, as printed on your ID card.');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it.each([
    ['', 'Fill in this field to continue.'],
    ['16306151234a7', 'Enter your CNP in digits only.'],
    ['163061512345', 'Enter all 13 digits of your CNP.'],
    ['0630615123457', 'The first digit of your CNP must be 1 to 8. Check it against your ID card.'],
    ['1631315123457', 'The date in your CNP is not a real date. Check it against your ID card.'],
    ['1630615473457', 'Digits 8 and 9 of your CNP must be a county code. Check it against your ID card.'],
    ['1630615123458', 'This CNP is not valid: a digit is mistyped. Copy it again from your ID card.'],
  ])('refuses %j before sending: %s', async (typed, message) => {
    const view = renderStep(<CnpPage />, { state: 28, path: '/cnp' });
    if (typed) await view.user.type(cnpField(), typed);
    await view.user.click(send());
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(cnpField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(posts(view.calls)).toHaveLength(0);
  });

  it('sends the compact CNP and follows the state the server names', async () => {
    const view = renderStep(<CnpPage />, { state: 28, path: '/cnp' });
    await view.user.type(cnpField(), ' 1 630615 123457 ');
    await view.user.click(send());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(view.calls).toEqual([
      expect.objectContaining({ method: 'POST', body: { id: LEAD_ID, cnp: VALID_CNP } }),
    ]);
    expect(view.calls[0]?.url).toMatch(/\/lead\/cnp$/);
  });

  it('shows a server key at the field, in the page language', async () => {
    const logs = captureLogs();
    const view = renderStep(<CnpPage />, {
      state: 28,
      path: '/cnp',
      locale: 'ro',
      handler: () => fieldErrors({ fieldName: 'cnp', message: 'identifiers.cnp.checkDigit' }),
    });
    await view.user.type(screen.getByRole('textbox', { name: 'CNP' }), VALID_CNP);
    await view.user.click(screen.getByRole('button', { name: 'Continuă' }));
    const message = 'Acest CNP nu este valid: o cifră este greșită. Copiază-l din nou de pe buletin.';
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CNP' })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(view.where()).toBe('/cnp');
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/cnp HTTP 400 HTTP error']);
  });

  it('puts a server sentence at the field in the screen own words', async () => {
    const logs = captureLogs();
    const view = renderStep(<CnpPage />, {
      state: 28,
      path: '/cnp',
      handler: () => fieldErrors({ fieldName: 'cnp', message: 'Not a valid CNP' }),
    });
    await view.user.type(cnpField(), VALID_CNP);
    await view.user.click(send());
    const message = 'The lender could not accept this CNP. Check it against your ID card.';
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(cnpField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/cnp HTTP 400 HTTP error']);
  });

  it('keeps the CNP typed when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = renderStep(<CnpPage />, { state: 28, path: '/cnp', handler: serverError });
    await view.user.type(cnpField(), VALID_CNP);
    await view.user.click(send());
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(cnpField()).toHaveValue(VALID_CNP);
    expect(view.where()).toBe('/cnp');
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/cnp HTTP 500 HTTP error']);
  });

  it('keeps the CNP as a draft, for a reload', async () => {
    const view = renderStep(<CnpPage />, { state: 28, path: '/cnp' });
    await view.user.type(cnpField(), VALID_CNP);
    await waitFor(() => expect(view.store.getState().readDraft('/cnp')).toEqual({ cnp: VALID_CNP }));
  });
});

describe('cnpRequest', () => {
  it.each([
    ['1630615123457', '1630615123457'],
    [' 1630615123457 ', '1630615123457'],
    ['163 0615 123 457', '1630615123457'],
    ['1630615-123457', '1630615123457'],
  ])('sends %j as %j', (typed, sent) => {
    expect(cnpRequest(LEAD_ID, { cnp: typed })).toEqual({ id: LEAD_ID, cnp: sent });
  });

  it('accepts every generated CNP, in any spacing', async () => {
    const fc = await import('fast-check');
    const { cnpSchema } = await import('./cnp-page.tsx');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2025-12-31'), noInvalidDate: true }),
        fc.constantFrom<'male' | 'female'>('male', 'female'),
        fc.integer({ min: 1, max: 46 }),
        fc.integer({ min: 1, max: 999 }),
        (date, sex, county, serial) => {
          const cnp = buildCnp({
            birthDate: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
            sex,
            countyCode: String(county).padStart(2, '0'),
            serial,
          });
          const spaced = `${cnp.slice(0, 1)} ${cnp.slice(1, 7)} ${cnp.slice(7)}`;
          expect(cnpSchema.safeParse({ cnp: spaced }).success).toBe(true);
          expect(cnpRequest(LEAD_ID, { cnp: spaced }).cnp).toBe(cnp);
        },
      ),
    );
  });
});
