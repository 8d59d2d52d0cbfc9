import { screen, waitFor } from '@testing-library/react';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, renderStep, serverError } from '../testing/render-step.tsx';
import OfferChoicePage from './offer-choice-page.tsx';
import { anOffer, offersApi, partnerStep, posts } from './testing-offers.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const three = [
  anOffer({ offerId: 'off-a', amount: 5_000, monthlyPayment: 646.11 }),
  anOffer({ offerId: 'off-b' }),
  anOffer({ offerId: 'off-c', period: 18, monthlyPayment: 1_013.4 }),
];
const choose = () => screen.getByRole('button', { name: 'Choose this loan' });
const render = (handler = offersApi(partnerStep(37, three))) =>
  renderStep(<OfferChoicePage />, { state: 37, path: '/offer-choice', handler });

describe('OfferChoicePage (state 37)', () => {
  it('offers each loan as a radio that reads its amount, term, monthly payment, APR and total payable; passes axe', async () => {
    const view = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your loan' })).toHaveFocus();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['off-a', 'off-b', 'off-c']);
    expect(
      screen.getByRole('radio', {
        name: /^\$5,000 over 12 months: \$646\.11 a month, APR 89\.9%, total payable \$\d{1,3}(,\d{3})*(\.\d\d)?$/,
      }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('radio', {
        name: /^\$10,000 over 18 months: \$1,013\.40 a month, APR 89\.9%, total payable \$[\d,.]+$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Loan offers' })).toHaveAccessibleDescription(
      /The offers are valid until/,
    );
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('refuses to send before a loan is chosen', async () => {
    const view = render();
    await screen.findAllByRole('radio');
    await view.user.click(choose());
    expect(await screen.findByRole('link', { name: 'Choose one of the options.' })).toBeInTheDocument();
    expect(posts(view.calls)).toHaveLength(0);
  });

  it('confirms the loan chosen (POST /lead/sale, accepted) and follows the next state', async () => {
    const view = render();
    await view.user.click(await screen.findByRole('radio', { name: /^\$10,000 over 18 months/ }));
    await view.user.click(choose());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    const [call] = posts(view.calls);
    expect(call?.url).toMatch(/\/lead\/sale$/);
    expect(call?.body).toEqual({ id: LEAD_ID, offerId: 'off-c', accepted: true });
  });

  it('offers only the loans still valid, and says the others expired', async () => {
    const past = '2020-01-01T00:00:00.000Z';
    render(
      offersApi(
        partnerStep(
          37,
          three.map((offer, index) => (index === 0 ? { ...offer, expiresAt: past } : offer)),
        ),
      ),
    );
    await screen.findAllByRole('radio');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByText('Some offers have expired and are no longer shown.')).toBeInTheDocument();
  });

  it('says the offers expired when none is left', async () => {
    const past = '2020-01-01T00:00:00.000Z';
    render(
      offersApi(
        partnerStep(
          37,
          three.map((offer) => ({ ...offer, expiresAt: past })),
        ),
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This offer has expired' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows a server refusal of the offer at the group', async () => {
    const logs = captureLogs();
    const view = render(
      offersApi(partnerStep(37, three), () =>
        fieldErrors({ fieldName: 'offerId', message: 'validation.choice' }),
      ),
    );
    await view.user.click(await screen.findByRole('radio', { name: /^\$5,000/ }));
    await view.user.click(choose());
    expect(await screen.findByRole('link', { name: 'Choose one of the options.' })).toHaveAttribute(
      'href',
      '#step-offerId',
    );
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/sale HTTP 400 HTTP error']);
  });

  it('keeps the choice when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = render(offersApi(partnerStep(37, three), serverError));
    await view.user.click(await screen.findByRole('radio', { name: /^\$5,000/ }));
    await view.user.click(choose());
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^\$5,000/ })).toBeChecked();
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/sale HTTP 500 HTTP error']);
  });
});
