import { screen, waitFor } from '@testing-library/react';
import { EXAMPLE_OFFER_COSTS } from '#contract/examples.ts';
import {
  customerConsentsUpdateRequestSchema,
  type CustomerConsent,
  type CustomerConsentsResponse,
} from '#contract/customer.ts';
import type { LeadStatusResponse } from '#contract/lead.ts';
import { jsonResponse, type FakeHandler, type RecordedCall } from '#shared/api/testing/fake-fetch.ts';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, renderStep, serverError } from '../testing/render-step.tsx';
import PartnerConsentsPage from './partner-consents-page.tsx';
import PartnerConsentsSecondPage from './partner-consents-second-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const ANSWERED = '2026-05-01T09:00:00.000Z';
const consent = (id: string, title: string, required: boolean, accepted = false): CustomerConsent => ({
  id,
  title,
  required,
  accepted,
  answeredAt: accepted ? ANSWERED : null,
});
const CONSENTS = [
  consent('mx-credit-bureau', 'Credit bureau check', true),
  consent('mx-marketing', 'Marketing', false, true),
  consent('mx-partner', 'Sharing with partners', false),
];

const partnerStep = (state: number): LeadStatusResponse => ({
  id: LEAD_ID,
  state,
  status: 'partner-step',
  partner: { name: 'Crédito Aliado' },
});
const accepted: LeadStatusResponse = {
  id: LEAD_ID,
  state: 10,
  status: 'accepted',
  offer: {
    offerId: 'offer-1',
    amount: 10_000,
    period: 12,
    periodScale: 'months',
    monthlyPayment: 1_050,
    apr: 45,
    currency: 'MXN',
    expiresAt: '2026-05-08T10:00:00.000Z',
    costs: EXAMPLE_OFFER_COSTS,
  },
};

/** The consents, the PUT's answer (`put`), an empty partner list, and the lead status: the partner step until the PUT, then `after`. */
function api(
  put: (call: RecordedCall) => Response,
  after: LeadStatusResponse = accepted,
  state = 29,
): FakeHandler {
  let answered = false;
  return (call) => {
    if (call.url.includes('/lead/status/')) return jsonResponse(answered ? after : partnerStep(state));
    // No partner listed: the partner reads as its code made readable.
    if (call.url.endsWith('/partner/logos')) return jsonResponse({ logos: [] });
    if (call.method === 'PUT') {
      const response = put(call);
      answered = response.ok;
      return response;
    }
    return jsonResponse({ id: LEAD_ID, consents: CONSENTS } satisfies CustomerConsentsResponse);
  };
}
/** The server's answer to a PUT: the consents as stored. */
const stored = (call: RecordedCall) => {
  const answers = customerConsentsUpdateRequestSchema.parse(call.body).consents;
  return jsonResponse({
    id: LEAD_ID,
    consents: CONSENTS.map((item) => ({
      ...item,
      accepted: answers.find((answer) => answer.id === item.id)?.accepted ?? item.accepted,
      answeredAt: '2026-05-01T10:00:00.000Z',
    })),
  });
};

const box = (title: string) => screen.findByRole('checkbox', { name: new RegExp(`^${title}`) });
const submit = () => screen.getByRole('button', { name: 'Save and continue' });
const puts = (view: ReturnType<typeof renderStep>) => view.calls.filter((call) => call.method === 'PUT');
const setup = (handler: FakeHandler = api(stored)) =>
  renderStep(<PartnerConsentsPage />, { state: 29, path: '/partner-consents', handler });

describe('PartnerConsentsPage', () => {
  it("shows the partner's consents, ticked only where already accepted, and passes axe", async () => {
    const view = setup();
    expect(await box('Credit bureau check \\(required\\)')).not.toBeChecked();
    expect(await box('Marketing \\(optional\\)')).toBeChecked();
    expect(await box('Sharing with partners')).not.toBeChecked();
    expect(await screen.findByText(/Crédito Aliado asks for your consent/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Consents for our partner' })).toHaveFocus();
    expect(view.calls[0]?.url).toContain(`/customer/${LEAD_ID}/consents`);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('refuses an unticked required consent before sending', async () => {
    const view = setup();
    await view.user.click(await box('Sharing with partners'));
    await view.user.click(submit());
    const message = 'Tick “Credit bureau check” to accept it and continue.';
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(await box('Credit bureau check')).toHaveAccessibleDescription(message);
    expect(puts(view)).toHaveLength(0);
  });

  it('puts every answer, stores the consents, and goes where the lead status says', async () => {
    const view = setup();
    await view.user.click(await box('Credit bureau check'));
    await view.user.click(await box('Marketing'));
    await view.user.click(submit());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(puts(view)).toEqual([
      expect.objectContaining({
        url: expect.stringMatching(new RegExp(`/customer/${LEAD_ID}/consents$`)),
        body: {
          consents: [
            { id: 'mx-credit-bureau', accepted: true },
            { id: 'mx-marketing', accepted: false },
            { id: 'mx-partner', accepted: false },
          ],
        },
      }),
    ]);
    const after = view.calls.findIndex((call) => call.method === 'PUT');
    expect(view.calls.slice(after + 1).some((call) => call.url.includes(`/lead/status/${LEAD_ID}`))).toBe(
      true,
    );
    expect(view.store.getState().customerConsents.map((item) => [item.id, item.accepted])).toEqual([
      ['mx-credit-bureau', true],
      ['mx-marketing', false],
      ['mx-partner', false],
    ]);
  });

  it('shows a server refusal at the consent it names', async () => {
    const logs = captureLogs();
    const view = setup(
      api(() => fieldErrors({ fieldName: 'consents.2.accepted', message: 'validation.required.accept' })),
    );
    await view.user.click(await box('Credit bureau check'));
    await view.user.click(submit());
    const message = 'Tick “Sharing with partners” to accept it and continue.';
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(await box('Sharing with partners')).toHaveAccessibleDescription(message);
    expect(view.where()).toBe('/partner-consents');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: PUT /customer/{id}/consents HTTP 400 HTTP error',
    ]);
  });

  it('keeps what is ticked when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = setup(api(serverError));
    await view.user.click(await box('Credit bureau check'));
    await view.user.click(await box('Sharing with partners'));
    await view.user.click(submit());
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(await box('Credit bureau check')).toBeChecked();
    expect(await box('Marketing')).toBeChecked();
    expect(await box('Sharing with partners')).toBeChecked();
    expect(view.where()).toBe('/partner-consents');
    expect(view.store.getState().customerConsents).toEqual([]);
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: PUT /customer/{id}/consents HTTP 500 HTTP error',
    ]);
  });
});

describe('PartnerConsentsSecondPage', () => {
  it('answers the second partner step the same way', async () => {
    const view = renderStep(<PartnerConsentsSecondPage />, {
      state: 36,
      path: '/partner-consents-second',
      handler: api(stored, accepted, 36),
    });
    await box('Credit bureau check');
    await view.user.click(screen.getByRole('button', { name: 'Accept all' }));
    await view.user.click(submit());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(puts(view)[0]?.body).toEqual({
      consents: [
        { id: 'mx-credit-bureau', accepted: true },
        { id: 'mx-marketing', accepted: true },
        { id: 'mx-partner', accepted: true },
      ],
    });
  });
});
