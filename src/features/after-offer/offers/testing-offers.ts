/** Lead statuses and API answers for the offer screens' tests. */
import type { LeadStatusResponse, Offer } from '#contract/lead.ts';
import { EXAMPLE_OFFER_COSTS } from '#contract/examples.ts';
import { jsonResponse, type FakeHandler, type RecordedCall } from '#shared/api/testing/fake-fetch.ts';
import { LEAD_ID, nextState } from '../testing/render-step.tsx';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

export const anOffer = (overrides: Partial<Offer> = {}): Offer => ({
  offerId: 'off-0f8fad5b',
  amount: 10_000,
  period: 12,
  periodScale: 'months',
  monthlyPayment: 1_292.21,
  apr: 89.9,
  currency: 'MXN',
  expiresAt: inAnHour(),
  costs: EXAMPLE_OFFER_COSTS,
  ...overrides,
});

export const partnerStep = (
  state: number,
  offers: Offer[],
  partner = 'finanzas-aliadas',
): LeadStatusResponse => ({
  id: LEAD_ID,
  state,
  status: 'partner-step',
  partner: { name: partner },
  offers,
});

const logos = {
  logos: [
    { partner: 'creditea', name: 'Creditea', logoUrl: 'data:image/svg+xml,', width: 160, height: 48 },
    {
      partner: 'finanzas-aliadas',
      name: 'Finanzas Aliadas',
      logoUrl: 'data:image/svg+xml,',
      width: 160,
      height: 48,
    },
  ],
};

/** The lead status says `status`; the partner list answers; a step call answers with `step` (next state 10). */
export const offersApi =
  (status: LeadStatusResponse, step: (call: RecordedCall) => Response = () => nextState()): FakeHandler =>
  (call) => {
    if (call.url.includes('/lead/status/')) return jsonResponse(status);
    if (call.url.endsWith('/partner/logos')) return jsonResponse(logos);
    return step(call);
  };

export const posts = (calls: readonly RecordedCall[]) => calls.filter((call) => call.method === 'POST');
