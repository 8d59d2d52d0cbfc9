import { screen, waitFor } from '@testing-library/react';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, renderStep, serverError } from '../testing/render-step.tsx';
import PaymentLinkPage from './payment-link-page.tsx';
import { anOffer, offersApi, partnerStep, posts } from './testing-offers.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const render = (handler = offersApi(partnerStep(19, [anOffer()]))) =>
  renderStep(<PaymentLinkPage />, { state: 19, path: '/payment-link', handler });
const submit = () => screen.getByRole('button', { name: 'Continue' });
const clabe = () => screen.getByRole('textbox', { name: 'CLABE' });

describe('PaymentLinkPage (state 19)', () => {
  it('asks how the money is paid out, with the offer shown; passes axe', async () => {
    const view = render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How would you like to receive the money?' }),
    ).toHaveFocus();
    expect(screen.getByTestId('offer-amount')).toHaveTextContent('$10,000');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'bank-transfer',
      'cash-pickup',
      'debit-card',
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('asks for the CLABE (Mexico) only for a bank transfer, as digits', async () => {
    const view = render();
    await view.user.click(await screen.findByRole('radio', { name: 'Bank transfer to my account' }));
    expect(clabe()).toHaveAttribute('inputmode', 'numeric');
    expect(clabe()).toHaveAccessibleDescription(/18 digits/);
    expect(await axeViolations(view.container)).toEqual([]);
    await view.user.click(screen.getByRole('radio', { name: 'Cash pick-up' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-method-note')).toHaveTextContent(/identity document/);
  });

  it.each([
    ['', 'Fill in this field to continue.'],
    ['0020100777777777', 'Enter all 18 digits of your CLABE.'],
    ['002010077777777772', 'This CLABE is not valid: a digit is mistyped.'],
    ['00201007777777777X', 'Enter your CLABE in digits only'],
  ])('refuses the CLABE %j before sending: %s', async (typed, message) => {
    const view = render();
    await view.user.click(await screen.findByRole('radio', { name: 'Bank transfer to my account' }));
    if (typed) await view.user.type(clabe(), typed);
    await view.user.click(submit());
    expect(await screen.findByRole('link', { name: new RegExp(message) })).toBeInTheDocument();
    expect(clabe()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(posts(view.calls)).toHaveLength(0);
  });

  it('refuses to send before a method is chosen', async () => {
    const view = render();
    await screen.findAllByRole('radio');
    await view.user.click(submit());
    expect(await screen.findByRole('link', { name: 'Choose one of the options.' })).toBeInTheDocument();
    expect(posts(view.calls)).toHaveLength(0);
  });

  it.each([
    [
      'Bank transfer to my account',
      '002 010 07777777777 1',
      { paymentMethod: 'bank-transfer', iban: '002010077777777771' },
    ],
    ['Cash pick-up', undefined, { paymentMethod: 'cash-pickup' }],
    ['Onto my debit card', undefined, { paymentMethod: 'debit-card' }],
  ])('"%s" sends %j and follows the next state', async (label, typed, body) => {
    const view = render();
    await view.user.click(await screen.findByRole('radio', { name: label }));
    if (typed) await view.user.type(clabe(), typed);
    await view.user.click(submit());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    const [call] = posts(view.calls);
    expect(call?.url).toMatch(/\/lead\/offer\/payment$/);
    expect(call?.body).toEqual({ id: LEAD_ID, offerId: 'off-0f8fad5b', ...body });
  });

  it("shows the server's refusal of the account at the CLABE field", async () => {
    const logs = captureLogs();
    const view = render(
      offersApi(partnerStep(19, [anOffer()]), () =>
        fieldErrors({ fieldName: 'iban', message: 'identifiers.clabe.checkDigit' }),
      ),
    );
    await view.user.click(await screen.findByRole('radio', { name: 'Bank transfer to my account' }));
    await view.user.type(clabe(), '032180000118359719');
    await view.user.click(submit());
    await waitFor(() => expect(clabe()).toHaveAccessibleDescription(/This CLABE is not valid/));
    expect(clabe()).toHaveAttribute('aria-invalid', 'true');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/offer/payment HTTP 400 HTTP error',
    ]);
  });

  it('keeps the method and the CLABE when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = render(offersApi(partnerStep(19, [anOffer()]), serverError));
    await view.user.click(await screen.findByRole('radio', { name: 'Bank transfer to my account' }));
    await view.user.type(clabe(), '032180000118359719');
    await view.user.click(submit());
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bank transfer to my account' })).toBeChecked();
    expect(clabe()).toHaveValue('032180000118359719');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/offer/payment HTTP 500 HTTP error',
    ]);
  });
});
