/** The outcome routes bound to the store and the lead status: what an applicant sees when things go wrong. */
import { render, screen, waitFor } from '@testing-library/react';
import { EXAMPLE_OFFER_COSTS } from '#contract/examples.ts';
import userEvent from '@testing-library/user-event';
import { Link } from '#shared/routing/links.tsx';
import { Route, Routes } from '#shared/routing/routes.tsx';
import type { LeadStatusResponse, Offer, PartnerRedirect } from '#contract/lead.ts';
import type { ProgressStore } from '#features/funnel/progress-store.ts';
import { funnelTestTree } from '#features/funnel/testing/funnel-test-providers.tsx';
import { storeAt } from '#features/funnel/testing/store-at.ts';
import { recordRedirect } from '#features/funnel/redirect-record.ts';
import { market } from '#markets/market.ts';
import { jsonResponse, type FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient, LEAD_ID } from '#shared/api/testing/fixtures.ts';
import { useLeadStatus } from '#shared/api/operations/lead-status.ts';
import { browserSafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { memorySafeStorage, type MemoryStorage } from '#shared/lib/storage/memory-storage.ts';
import { axeViolations } from '#test/axe.ts';
import { AcceptedRoute, RedirectedRoute, RejectedRoute, ThankYouRoute } from './outcome-routes.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const HOUR_MS = 3_600_000;

function offerExpiringIn(ms: number): Offer {
  return {
    offerId: 'of-1',
    amount: 10_000,
    period: 12,
    periodScale: 'months',
    monthlyPayment: 1043.5,
    apr: 89.9,
    currency: 'MXN',
    expiresAt: new Date(Date.now() + ms).toISOString(),
    costs: EXAMPLE_OFFER_COSTS,
  };
}

const accepted = (offer: Offer): LeadStatusResponse => ({
  id: LEAD_ID,
  state: 10,
  status: 'accepted',
  offer,
});

const redirect: PartnerRedirect = {
  url: 'https://partner.example/apply',
  method: 'POST',
  fields: { ref: 'L-1' },
  partner: { name: 'Crédito Amigo' },
};

function renderAt(
  path: string,
  state: number,
  handler: FakeHandler,
): { store: ProgressStore; kept: MemoryStorage } {
  const { client } = fakeClient(handler);
  const memory = memorySafeStorage();
  const store = storeAt(state, { storage: memory.storage });
  render(
    funnelTestTree({
      client,
      store,
      path,
      children: (
        <Routes>
          <Route path="/" element={<h1>First page</h1>} />
          <Route path="/accepted" element={<AcceptedRoute />} />
          <Route path="/redirected" element={<RedirectedRoute />} />
          <Route path="/rejected" element={<RejectedRoute />} />
          <Route path="/thank-you" element={<ThankYouRoute />} />
          <Route path="*" element={<h1>Next page</h1>} />
        </Routes>
      ),
    }),
  );
  return { store, kept: memory.session };
}

afterEach(() => window.sessionStorage.clear());

describe('outcome routes', () => {
  it('say the result could not be read when the status fails, and show it once a retry succeeds', async () => {
    const logs = captureLogs();
    let up = false;
    renderAt('/accepted', 10, () =>
      up ? jsonResponse(accepted(offerExpiringIn(HOUR_MS))) : jsonResponse({ errors: [] }, 503),
    );
    const heading = await screen.findByRole('heading', { name: 'We could not load your result' });
    // Focus moves in an effect, which Preact runs after the frame that drew the heading (docs/adr/0035).
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Your application is saved.');
    expect(await axeViolations(document.body)).toEqual([]);

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your loan is approved' })).toBeInTheDocument();
    expect(logs.map((entry) => entry.message)).toContain('ERROR: GET /lead/status/{id} HTTP 503 HTTP error');
  });

  it('offer a new application for an expired offer: progress and lead cleared, the first page next', async () => {
    const { store, kept } = renderAt('/accepted', 10, () =>
      jsonResponse(accepted(offerExpiringIn(-HOUR_MS))),
    );
    await screen.findByRole('heading', { name: 'This offer has expired' });
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Start a new application' }));
    expect(await screen.findByRole('heading', { name: 'First page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(store.getState()).toMatchObject({ progressState: 0, leadId: null, applicationResult: null });
    // Starting again after a decision in this session: the next lead is a re-application (docs/adr/0018).
    expect(kept.getItem('reapplying')).toBe('true');
  });

  it('send nobody on by themselves who already left for the same partner from this tab', async () => {
    recordRedirect(browserSafeStorage(), redirect);
    renderAt('/redirected', 12, () =>
      jsonResponse({ id: LEAD_ID, state: 12, status: 'redirected', redirect }),
    );
    await screen.findByRole('heading', { name: 'Crédito Amigo will continue your application' });
    expect(
      screen.getByText('You have already gone to Crédito Amigo once. Continue there whenever you are ready.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Taking you to/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wait, stay here' })).not.toBeInTheDocument();
  });

  it.each([
    ['records', 200],
    ['cannot record', 503],
  ])(
    'tell the lender the applicant leaves, then post the form to the partner (the lender %s it)',
    async (_case, code) => {
      const logs = captureLogs();
      const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
      const redirected: LeadStatusResponse = { id: LEAD_ID, state: 12, status: 'redirected', redirect };
      const sent: string[] = [];
      const { store, kept } = renderAt('/redirected', 12, (call) => {
        sent.push(`${call.method} ${new URL(call.url).pathname}`);
        if (call.method === 'POST')
          return jsonResponse(code === 200 ? { id: LEAD_ID, redirect } : { errors: [] }, code);
        return jsonResponse(redirected);
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Continue to Crédito Amigo' }));
      await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
      expect(sent).toContain(`POST /base/lead/${LEAD_ID}/redirect`);
      expect(window.sessionStorage.getItem('redirected')).toBe('true');
      // Spec section 3's sessionAcceptedRedirected, in its own session key before the browser leaves (docs/adr/0018).
      expect(store.getState().sessionAcceptedRedirected).toBe(true);
      expect(kept.getItem('sessionAcceptedRedirected')).toBe('true');
      expect(logs.map((entry) => entry.message)).toEqual(
        code === 200 ? [] : ['ERROR: POST /lead/{id}/redirect HTTP 503 HTTP error'],
      );
      submit.mockRestore();
    },
  );

  it("name the partner readably, not by the server's code", async () => {
    const coded = { ...redirect, partner: { name: 'finanzas-aliadas' } };
    renderAt('/redirected', 12, () =>
      jsonResponse({ id: LEAD_ID, state: 12, status: 'redirected', redirect: coded }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Finanzas Aliadas will continue your application' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Finanzas Aliadas' })).toBeInTheDocument();
  });

  it('count down for a redirect this tab has not followed yet (another partner was recorded)', async () => {
    recordRedirect(browserSafeStorage(), { ...redirect, url: 'https://other.example/apply' });
    renderAt('/redirected', 12, () =>
      jsonResponse({ id: LEAD_ID, state: 12, status: 'redirected', redirect }),
    );
    expect(await screen.findByText(/Taking you to Crédito Amigo in \d seconds/)).toBeInTheDocument();
  });

  it.each([
    ['/rejected', 13, 'We cannot offer you a loan right now'],
    ['/thank-you', 11, 'Thank you, your application is in'],
  ])('%s links out to the brand site, not to the closed form', async (path, state, title) => {
    renderAt(path, state, () => jsonResponse({}));
    expect(screen.getByRole('heading', { level: 1, name: title })).toHaveFocus();
    expect(screen.getByRole('link', { name: `${market.brand.name} home page` })).toHaveAttribute(
      'href',
      market.brand.siteUrl,
    );
  });

  it('follow the server when the lead moved on since (a partner step now), replacing the outcome', async () => {
    const { store } = renderAt('/accepted', 10, () =>
      jsonResponse({ id: LEAD_ID, state: 17, status: 'partner-step', partner: { name: 'finanzas-aliadas' } }),
    );
    await waitFor(() => expect(store.getState().progressState).toBe(17));
    expect(store.getState().routeChange).toEqual({ method: 'replace', target: '/sale' });
    expect(store.getState().applicationResult).toEqual({
      application: { status: 'partner-step' },
      partner: { name: 'finanzas-aliadas' },
    });
  });

  it('do not follow the status the previous step left in the cache: the offer shows once read again', async () => {
    const partnerStep = {
      id: LEAD_ID,
      state: 18,
      status: 'partner-step',
      partner: { name: 'finanzas-aliadas' },
    };
    let reads = 0;
    const { client } = fakeClient(() =>
      jsonResponse(reads++ === 0 ? partnerStep : accepted(offerExpiringIn(HOUR_MS))),
    );
    const store = storeAt(10);
    function PreviousStep() {
      const status = useLeadStatus(LEAD_ID);
      return status.data ? <Link to="/accepted">Step done</Link> : <p>Reading the status</p>;
    }
    render(
      funnelTestTree({
        client,
        store,
        path: '/account',
        children: (
          <Routes>
            <Route path="/account" element={<PreviousStep />} />
            <Route path="/accepted" element={<AcceptedRoute />} />
          </Routes>
        ),
      }),
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Step done' }));
    expect(await screen.findByRole('heading', { name: 'Your loan is approved' })).toBeInTheDocument();
    expect(store.getState().progressState).toBe(10);
    expect(store.getState().routeChange).toBeNull();
  });

  it('send an applicant whose progress is elsewhere to their own step', async () => {
    renderAt('/accepted', 13, () => jsonResponse({}));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/rejected'));
  });
});
