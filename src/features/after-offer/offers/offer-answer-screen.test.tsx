import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, renderStep, serverError } from '../testing/render-step.tsx';
import FirstPartnerOfferPage from './first-partner-offer-page.tsx';
import FourthPartnerOfferPage from './fourth-partner-offer-page.tsx';
import SalePage from './sale-page.tsx';
import { anOffer, offersApi, partnerStep, posts } from './testing-offers.ts';
import ThirdPartnerOfferPage from './third-partner-offer-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const sale = (handler = offersApi(partnerStep(17, [anOffer()]))) =>
  renderStep(<SalePage />, { state: 17, path: '/sale', handler });

const send = () => screen.getByRole('button', { name: 'Send my answer' });

describe('SalePage (state 17)', () => {
  it("shows the partner's offer in Mexican money, its validity, and passes axe", async () => {
    const view = sale();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your offer from Finanzas Aliadas' }),
    ).toHaveFocus();
    expect(screen.getByTestId('offer-amount')).toHaveTextContent('$10,000');
    expect(screen.getByText('12 months')).toBeInTheDocument();
    expect(screen.getByText('$1,292.21')).toBeInTheDocument();
    expect(screen.getByText('89.9%')).toBeInTheDocument();
    expect(screen.getByText(/This offer is valid until/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Accept the offer' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Decline' })).not.toBeChecked();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('refuses to send without an answer, at the group and in the summary', async () => {
    const view = sale();
    await screen.findByRole('radio', { name: 'Accept the offer' });
    await view.user.click(send());
    expect(await screen.findByRole('link', { name: 'Choose one of the options.' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your answer' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose one of the options.'),
    );
    expect(posts(view.calls)).toHaveLength(0);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it.each([
    ['Accept the offer', true],
    ['Decline', false],
  ])('"%s" sends accepted: %s and follows the state the server names', async (label, accepted) => {
    const view = sale();
    await view.user.click(await screen.findByRole('radio', { name: label }));
    await view.user.click(send());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    const [call] = posts(view.calls);
    expect(call?.url).toMatch(/\/lead\/sale$/);
    expect(call?.body).toEqual({ id: LEAD_ID, offerId: 'off-0f8fad5b', accepted });
  });

  it('shows a server refusal of the answer at the group, translated', async () => {
    const logs = captureLogs();
    const view = sale(
      offersApi(partnerStep(17, [anOffer()]), () =>
        fieldErrors({ fieldName: 'accepted', message: 'validation.choice' }),
      ),
    );
    await view.user.click(await screen.findByRole('radio', { name: 'Accept the offer' }));
    await view.user.click(send());
    expect(await screen.findByRole('link', { name: 'Choose one of the options.' })).toBeInTheDocument();
    expect(view.where()).toBe('/sale');
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/sale HTTP 400 HTTP error']);
  });

  it('shows the lender refusing an offer taken after its 24 hours, translated, in the summary', async () => {
    const logs = captureLogs();
    const view = sale(
      offersApi(partnerStep(17, [anOffer()]), () =>
        fieldErrors({ fieldName: 'offerId', message: 'validation.offer.expired' }),
      ),
    );
    await view.user.click(await screen.findByRole('radio', { name: 'Accept the offer' }));
    await view.user.click(send());
    expect(
      await screen.findByText(
        'This offer has expired: offers are valid for 24 hours. Start a new application for an up-to-date offer.',
      ),
    ).toBeInTheDocument();
    expect(view.where()).toBe('/sale');
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/sale HTTP 400 HTTP error']);
  });

  it('keeps the answer when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = sale(offersApi(partnerStep(17, [anOffer()]), serverError));
    await view.user.click(await screen.findByRole('radio', { name: 'Decline' }));
    await view.user.click(send());
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Decline' })).toBeChecked();
    expect(view.where()).toBe('/sale');
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/sale HTTP 500 HTTP error']);
  });

  it('says the offer expired instead of letting it be accepted, and reads it again on request', async () => {
    const expired = anOffer({ expiresAt: '2020-01-01T10:00:00.000Z' });
    const view = sale(offersApi(partnerStep(17, [expired])));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This offer has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('offer-expired')).toHaveTextContent(/1 de enero de 2020/);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);
    const reads = view.calls.filter((call) => call.url.includes('/lead/status/')).length;
    await view.user.click(screen.getByRole('button', { name: 'Check for an up-to-date offer' }));
    await waitFor(() =>
      expect(view.calls.filter((call) => call.url.includes('/lead/status/')).length).toBe(reads + 1),
    );
    expect(posts(view.calls)).toHaveLength(0);
  });

  it('goes where the server says when the lead is no longer on this step', async () => {
    const view = sale(offersApi(partnerStep(19, [anOffer()])));
    await waitFor(() => expect(view.where()).toBe('/payment-link'));
  });

  it('keeps the answer chosen as a draft, so a reload loses nothing', async () => {
    const view = sale();
    await view.user.click(await screen.findByRole('radio', { name: 'Decline' }));
    await waitFor(() => expect(view.store.getState().readDraft('/sale')).toEqual({ answer: 'decline' }));
  });
});

describe.each([
  [
    38,
    '/partner-offer-1',
    FirstPartnerOfferPage,
    'creditea',
    'An offer from Creditea',
    /\/lead\/accept-creditea-offer$/,
  ],
  [
    40,
    '/partner-offer-3',
    ThirdPartnerOfferPage,
    'proficredit',
    'Proficredit also has an offer for you',
    /\/lead\/proficredit$/,
  ],
  [
    41,
    '/partner-offer-4',
    FourthPartnerOfferPage,
    'proficredit',
    'One more offer, from Proficredit',
    /\/lead\/proficredit$/,
  ],
] as const)('partner offer (state %d)', (state, path, Page: ComponentType, partner, title, endpoint) => {
  const render = () =>
    renderStep(<Page />, { state, path, handler: offersApi(partnerStep(state, [anOffer()], partner)) });

  it('shows the offer with its partner and passes axe', async () => {
    const view = render();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toHaveFocus();
    expect(screen.getByTestId('offer-amount')).toHaveTextContent('$10,000');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it.each([
    ['Accept the offer', true],
    ['Decline', false],
  ])('"%s" sends the offer\'s terms with accepted: %s', async (label, accepted) => {
    const view = render();
    await view.user.click(await screen.findByRole('radio', { name: label }));
    await view.user.click(send());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    const [call] = posts(view.calls);
    expect(call?.url).toMatch(endpoint);
    expect(call?.body).toEqual({
      id: LEAD_ID,
      offerId: 'off-0f8fad5b',
      amount: 10_000,
      period: 12,
      accepted,
    });
  });
});
