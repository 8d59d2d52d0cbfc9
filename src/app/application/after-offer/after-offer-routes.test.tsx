/** The after-offer routes: who may see which step, and what a refused applicant sees instead. */
import { render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '#shared/routing/routes.tsx';
import type { LeadStatusResponse } from '#contract/lead.ts';
import { funnelTestTree } from '#features/funnel/testing/funnel-test-providers.tsx';
import { storeAt } from '#features/funnel/testing/store-at.ts';
import { FUNNEL_STATES } from '#features/funnel/states.ts';
import { jsonResponse } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient, LEAD_ID } from '#shared/api/testing/fixtures.ts';
import { AFTER_OFFER_SCREENS } from '#features/after-offer/screens.ts';
import { AFTER_OFFER_ROUTES, afterOfferRoutes } from './after-offer-routes.tsx';

const verification: LeadStatusResponse = {
  id: LEAD_ID,
  state: 7,
  status: 'mobile-verification',
  verification: {
    id: LEAD_ID,
    phoneNumberMasked: '*******678',
    codeLength: 6,
    expiresAt: '2026-05-01T10:10:00.000Z',
    resendAfterSeconds: 30,
  },
};

function renderAt(path: string, progress: number | readonly number[], leadId: string | null = LEAD_ID) {
  const { client } = fakeClient(() => jsonResponse(verification));
  render(
    funnelTestTree({
      client,
      store: storeAt(progress, { leadId }),
      path,
      children: (
        <Routes>
          {afterOfferRoutes((stepPath) =>
            stepPath === 'reference-details' ? <h1>Pre-offer page {stepPath}</h1> : undefined,
          )}
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
      ),
    }),
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('after-offer routes', () => {
  it('cover every after-offer state except checking, the outcomes and continue, each at its own path', () => {
    const expected = FUNNEL_STATES.filter(
      (entry) => entry.afterOffer && ![6, 10, 11, 12, 13, 14].includes(entry.state),
    );
    expect(AFTER_OFFER_ROUTES.map((entry) => entry.path)).toEqual(expected.map((entry) => entry.path));
    expect(AFTER_OFFER_ROUTES).toHaveLength(28);
  });

  it('each have a screen of their own (none falls back to the partner-step page), exported as a component', async () => {
    for (const entry of AFTER_OFFER_ROUTES) {
      const load = AFTER_OFFER_SCREENS[entry.name];
      expect(load, `state ${entry.state} ${entry.path}`).toBeTypeOf('function');
      expect((await load?.())?.default, `state ${entry.state}`).toBeTypeOf('function');
    }
  });

  it('show the step the server chose', async () => {
    renderAt('/mobile-verification', 7);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your mobile number' }),
    ).toBeVisible();
  });

  it.each([
    ['a step the server did not choose', '/cnp', 7, '/mobile-verification'],
    ['a step before any offer', '/vehicle', 3, '/contact-details'],
    ['a step of an earlier decision', '/mobile-verification', 10, '/accepted'],
  ] as const)('send %s where the progress is', async (_case, path, progress, target) => {
    renderAt(path, progress);
    await waitFor(() => expect(where()).toBe(target));
  });

  it('send an applicant without a lead to the start', async () => {
    renderAt('/mobile-verification', 7, null);
    await waitFor(() => expect(where()).toBe('/'));
  });

  it("show the variant's own page at a shared path to an applicant who has had no offer", () => {
    renderAt('/reference-details', 3);
    expect(screen.getByRole('heading', { name: 'Pre-offer page reference-details' })).toBeVisible();
  });

  it('show the after-offer step at that shared path once the server chose it', async () => {
    renderAt('/reference-details', 32);
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Pre-offer page');
    expect(where()).toBe('/reference-details');
  });
});
