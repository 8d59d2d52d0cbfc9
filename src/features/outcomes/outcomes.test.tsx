import { act, render, screen } from '@testing-library/react';
import { COUNTRY_PROFILES } from '#markets/countries.ts';
import { EXAMPLE_OFFER_COSTS } from '#contract/examples.ts';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { MemoryRouter } from '#shared/routing/router.tsx';
import type { Offer, PartnerRedirect } from '#contract/lead.ts';
import type { Locale } from '#markets/matrix.ts';
import { axeViolations } from '#test/axe.ts';
import { createTestI18n } from '#test/i18n.ts';
import { MessagePage } from './message-page.tsx';
import { OfferPage } from './offer-page.tsx';
import { REDIRECT_DELAY_SECONDS, RedirectPage, redirectUrlWithFields } from './redirect-page.tsx';

function renderIn(locale: Locale, ui: ReactNode) {
  return render(
    <I18nProvider i18n={createTestI18n(locale)}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nProvider>,
  );
}

const offer: Offer = {
  offerId: 'of-1',
  amount: 10000,
  period: 12,
  periodScale: 'months',
  monthlyPayment: 1043.5,
  apr: 89.9,
  currency: 'MXN',
  expiresAt: '2026-11-24T18:00:00.000Z',
  costs: EXAMPLE_OFFER_COSTS,
};

describe('OfferPage', () => {
  it('shows the offer in Mexican pesos and dates, with the heading focused', async () => {
    const { container } = renderIn(
      'mx',
      <OfferPage
        offer={offer}
        intlLocale="es-MX"
        disclosure={COUNTRY_PROFILES.mx.costDisclosure}
        now={new Date('2026-11-23T18:00:00Z')}
        onStartAgain={() => undefined}
      />,
    );
    // What it costs beside the rate (issue 30): the total to pay, the total cost and the CAT as Banxico words it.
    const total = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(
      EXAMPLE_OFFER_COSTS.totalAmountPayable,
    );
    expect(screen.getByText('Monto total a pagar').nextElementSibling).toHaveTextContent(total);
    expect(screen.getByText('Costo total del crédito')).toBeInTheDocument();
    expect(
      screen.getByText(/^CAT \d+(\.\d)?\s?% sin IVA, para fines informativos y de comparación\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '¡Tu préstamo está aprobado!' })).toHaveFocus();
    expect(screen.getByTestId('offer-amount')).toHaveTextContent('$10,000');
    expect(screen.getByText('12 meses')).toBeInTheDocument();
    expect(screen.getByText('$1,043.50')).toBeInTheDocument();
    expect(screen.getByText(/válida hasta el 24 de noviembre de 2026/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ['a minute before', '2026-11-24T17:59:00Z', false],
    ['at', '2026-11-24T18:00:00Z', true],
    ['a day after', '2026-11-25T18:00:00Z', true],
  ])('%s its expiry, the offer is expired: %s', (_when, now, expired) => {
    renderIn(
      'en',
      <OfferPage
        offer={offer}
        intlLocale="en-GB"
        disclosure={COUNTRY_PROFILES.es.costDisclosure}
        now={new Date(now)}
        onStartAgain={() => undefined}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'This offer has expired' }) !== null).toBe(expired);
    expect(screen.queryByTestId('offer-amount') === null).toBe(expired);
  });

  it('lets the applicant start a new application once the offer expired', async () => {
    const onStartAgain = vi.fn();
    const { container } = renderIn(
      'mx',
      <OfferPage
        offer={offer}
        intlLocale="es-MX"
        disclosure={COUNTRY_PROFILES.mx.costDisclosure}
        now={new Date('2026-11-25T18:00:00Z')}
        onStartAgain={onStartAgain}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Empezar una nueva solicitud' }));
    expect(onStartAgain).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('MessagePage', () => {
  it.each([
    ['rejected', 'Por ahora no podemos ofrecerte un préstamo'],
    ['thankYou', 'Gracias, hemos recibido tu solicitud'],
  ] as const)('%s says what happened and what comes next', async (outcome, title) => {
    const { container } = renderIn(
      'mx',
      <MessagePage outcome={outcome} home={{ url: 'https://prestaluz.example/', brand: 'Prestaluz' }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Página de inicio de Prestaluz' })).toHaveAttribute(
      'href',
      'https://prestaluz.example/',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('RedirectPage', () => {
  afterEach(() => vi.useRealTimers());

  const getRedirect: PartnerRedirect = {
    url: 'https://partner.example/apply?src=lf',
    method: 'GET',
    fields: { ref: 'L-123', amount: '10000' },
    partner: { name: 'Crédito Amigo' },
  };

  it('explains, counts down and then navigates with GET, after recording the redirect', async () => {
    vi.useFakeTimers();
    const onLeave = vi.fn();
    const navigate = vi.fn();
    renderIn('mx', <RedirectPage redirect={getRedirect} onLeave={onLeave} navigate={navigate} />);
    expect(
      screen.getByRole('heading', { name: 'Crédito Amigo continuará con tu solicitud' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Te llevamos a Crédito Amigo en ${REDIRECT_DELAY_SECONDS} segundos…`),
    ).toBeInTheDocument();
    for (let second = 0; second < REDIRECT_DELAY_SECONDS; second++) act(() => vi.advanceTimersByTime(1000));
    expect(onLeave).toHaveBeenCalledWith(getRedirect);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(navigate).toHaveBeenCalledWith('https://partner.example/apply?src=lf&ref=L-123&amount=10000');
  });

  it('stops the countdown when the applicant asks, and goes when they choose', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderIn('en', <RedirectPage redirect={getRedirect} onLeave={() => undefined} navigate={navigate} />);
    await user.click(screen.getByRole('button', { name: 'Wait, stay here' }));
    expect(screen.getByText('We will wait here until you are ready.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Crédito Amigo' }));
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('posts a form with the server fields for a POST redirect', async () => {
    const user = userEvent.setup();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const postRedirect: PartnerRedirect = { ...getRedirect, method: 'POST' };
    const { container } = renderIn('en', <RedirectPage redirect={postRedirect} onLeave={() => undefined} />);
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('action', postRedirect.url);
    expect(form).toHaveAttribute('method', 'post');
    expect([...(form?.querySelectorAll('input') ?? [])].map((input) => [input.name, input.value])).toEqual([
      ['ref', 'L-123'],
      ['amount', '10000'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue to Crédito Amigo' }));
    expect(submit).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('does not count down for an applicant back from the partner, and goes only when asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const navigate = vi.fn();
    const onLeave = vi.fn();
    const { container } = renderIn(
      'en',
      <RedirectPage redirect={getRedirect} onLeave={onLeave} navigate={navigate} returned />,
    );
    expect(
      screen.getByText('You have already gone to Crédito Amigo once. Continue there whenever you are ready.'),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime((REDIRECT_DELAY_SECONDS + 5) * 1000));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Wait, stay here' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Crédito Amigo' }));
    expect(onLeave).toHaveBeenCalledWith(getRedirect);
    expect(navigate).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leaves only once the redirect is recorded', async () => {
    let recorded: () => void = () => undefined;
    const onLeave = vi.fn(() => new Promise<void>((resolve) => (recorded = resolve)));
    const navigate = vi.fn();
    renderIn('en', <RedirectPage redirect={getRedirect} onLeave={onLeave} navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Crédito Amigo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Crédito Amigo' }));
    expect(onLeave).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
    act(() => recorded());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledOnce());
  });

  it('shown again from the back-forward cache, it waits for the applicant and can leave again', async () => {
    const navigate = vi.fn();
    renderIn('en', <RedirectPage redirect={getRedirect} onLeave={() => undefined} navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Crédito Amigo' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(
      screen.getByText('You have already gone to Crédito Amigo once. Continue there whenever you are ready.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Crédito Amigo' }));
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('adds the fields to a GET URL without losing its own query', () => {
    expect(redirectUrlWithFields(getRedirect)).toBe(
      'https://partner.example/apply?src=lf&ref=L-123&amount=10000',
    );
  });
});
