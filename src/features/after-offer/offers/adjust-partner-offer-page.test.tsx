import { screen, waitFor } from '@testing-library/react';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, renderStep, serverError } from '../testing/render-step.tsx';
import AdjustPartnerOfferPage from './adjust-partner-offer-page.tsx';
import { anOffer, offersApi, partnerStep, posts } from './testing-offers.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const render = (handler = offersApi(partnerStep(39, [anOffer()], 'provident'))) =>
  renderStep(<AdjustPartnerOfferPage />, { state: 39, path: '/partner-offer-2', handler });
const send = () => screen.getByRole('button', { name: 'Send my answer' });
const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const term = () => screen.getByRole('textbox', { name: 'Term in months' });
const accept = async (view: ReturnType<typeof render>) =>
  view.user.click(await screen.findByRole('radio', { name: 'Accept, with the amount and term I choose' }));

describe('AdjustPartnerOfferPage (state 39)', () => {
  it("shows the second partner's offer, then its amount and term to change once accepted; passes axe", async () => {
    const view = render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adjust your offer from Provident' }),
    ).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await accept(view);
    expect(amount()).toHaveValue('10000');
    expect(amount()).toHaveAccessibleDescription('From $500 to $10,000, in steps of $100.');
    expect(term()).toHaveValue('12');
    expect(term()).toHaveAccessibleDescription('From 1 to 36 months.');
    expect(screen.getByTestId('adjust-estimate')).toHaveTextContent('about $1,292.21');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('estimates the monthly payment again as the terms change', async () => {
    const view = render();
    await accept(view);
    await view.user.clear(term());
    await view.user.type(term(), '24');
    expect(screen.getByTestId('adjust-estimate')).toHaveTextContent('about $909.85');
    await view.user.clear(term());
    await view.user.type(term(), '99');
    expect(screen.getByTestId('adjust-estimate')).toBeEmptyDOMElement();
  });

  it.each([
    ['amount', '', 'Fill in this field to continue.'],
    ['amount', 'mucho', 'Enter the amount in numbers'],
    ['amount', '400', 'Enter an amount of $500 or more'],
    ['amount', '20000', 'Enter an amount of $10,000 or less'],
    ['amount', '5050', 'Enter an amount in steps of $100 from $500'],
    ['term', '', 'Fill in this field to continue.'],
    ['term', '6.5', 'Enter a whole number in digits'],
    ['term', '0', 'Choose a term from 1 to 36 months'],
    ['term', '48', 'Choose a term from 1 to 36 months'],
  ])('refuses the %s %j before sending: %s', async (field, typed, message) => {
    const view = render();
    await accept(view);
    const input = field === 'amount' ? amount() : term();
    await view.user.clear(input);
    if (typed) await view.user.type(input, typed);
    await view.user.click(send());
    // Plain text, not a pattern: the amounts carry a "$".
    const named = (name: string) => name.includes(message);
    expect(await screen.findByRole('link', { name: named })).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(posts(view.calls)).toHaveLength(0);
  });

  it('refuses to send without an answer', async () => {
    const view = render();
    await screen.findAllByRole('radio');
    await view.user.click(send());
    expect(await screen.findByRole('link', { name: 'Choose one of the options.' })).toBeInTheDocument();
    expect(posts(view.calls)).toHaveLength(0);
  });

  it('accepts with the amount and term chosen and follows the next state', async () => {
    const view = render();
    await accept(view);
    await view.user.clear(amount());
    await view.user.type(amount(), '7,500');
    await view.user.clear(term());
    await view.user.type(term(), '18');
    await view.user.click(send());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    const [call] = posts(view.calls);
    expect(call?.url).toMatch(/\/lead\/update-provident-offer$/);
    expect(call?.body).toEqual({
      id: LEAD_ID,
      offerId: 'off-0f8fad5b',
      amount: 7_500,
      period: 18,
      accepted: true,
    });
  });

  it('declines with the offer as it was, whatever was typed', async () => {
    const view = render();
    await accept(view);
    await view.user.clear(amount());
    await view.user.type(amount(), '1');
    await view.user.click(screen.getByRole('radio', { name: 'Decline' }));
    await view.user.click(send());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view.calls)[0]?.body).toEqual({
      id: LEAD_ID,
      offerId: 'off-0f8fad5b',
      amount: 10_000,
      period: 12,
      accepted: false,
    });
  });

  it("shows the server's refusal of the amount at the field", async () => {
    const logs = captureLogs();
    const view = render(
      offersApi(partnerStep(39, [anOffer()], 'provident'), () =>
        fieldErrors({ fieldName: 'amount', message: 'validation.invalid' }),
      ),
    );
    await accept(view);
    await view.user.click(send());
    await waitFor(() => expect(amount()).toHaveAccessibleDescription(/Check it for typing mistakes/));
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/update-provident-offer HTTP 400 HTTP error',
    ]);
  });

  it('keeps the terms typed when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = render(offersApi(partnerStep(39, [anOffer()], 'provident'), serverError));
    await accept(view);
    await view.user.clear(amount());
    await view.user.type(amount(), '8000');
    await view.user.click(send());
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(amount()).toHaveValue('8000');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/update-provident-offer HTTP 500 HTTP error',
    ]);
  });
});
