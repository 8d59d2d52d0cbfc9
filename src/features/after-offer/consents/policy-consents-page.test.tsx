import { screen, waitFor, within } from '@testing-library/react';
import type { Policy } from '#contract/reference-data.ts';
import { jsonResponse, type FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from '../testing/render-step.tsx';
import DynamicConsentsPage from './dynamic-consents-page.tsx';
import PolicyConsentsPage from './policy-consents-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const policy = (kind: Policy['kind'], title: string, text: string, required: boolean): Policy => ({
  id: `mx-${kind}`,
  kind,
  title,
  text,
  url: `https://legal.example.com/mx/${kind}`,
  required,
  version: '2026-01',
});
const POLICIES = [
  policy('general', 'Terms and conditions', 'I accept the terms and conditions.', true),
  policy('credit-bureau', 'Credit bureau check', 'I authorise a check of my credit history.', true),
  policy('marketing', 'Marketing', 'I want to receive offers by email and SMS.', false),
];

/** The policies come from GET /policy; the step call answers with `answer`. */
const api =
  (answer: () => Response, policies = POLICIES): FakeHandler =>
  (call) =>
    call.method === 'GET' ? jsonResponse({ policies }) : answer();

const box = (title: string) => screen.findByRole('checkbox', { name: new RegExp(`^${title}`) });
const submit = () => screen.getByRole('button', { name: 'Save and continue' });
const posts = (view: ReturnType<typeof renderStep>) => view.calls.filter((call) => call.method === 'POST');
const setup = (handler: FakeHandler = api(nextState), storage = memorySafeStorage().storage) =>
  renderStep(<PolicyConsentsPage />, { state: 20, path: '/consents', handler, storage });

describe('PolicyConsentsPage', () => {
  it('shows each policy of the country unticked, required ones marked, with its document, and passes axe', async () => {
    const view = setup();
    expect(await box('Terms and conditions')).not.toBeChecked();
    expect(view.calls[0]?.url).toContain('/policy?country=mx');
    expect(
      screen.getByRole('checkbox', { name: /^Terms and conditions \(required\) I accept/ }),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /^Marketing \(optional\)/ })).not.toBeChecked();
    expect(
      screen
        .getAllByRole('checkbox')
        .filter((checkbox) => checkbox instanceof HTMLInputElement && checkbox.checked),
    ).toEqual([]);
    const link = screen.getByRole('link', { name: /Read the full document: Credit bureau check/ });
    expect(link).toHaveAttribute('href', 'https://legal.example.com/mx/credit-bureau');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { level: 1, name: 'Your consents' })).toHaveFocus();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it.each([
    ['Terms and conditions', 'Credit bureau check'],
    ['Credit bureau check', 'Terms and conditions'],
  ])(
    'refuses an unticked required %s before sending, at the box and in the summary',
    async (unticked, ticked) => {
      const view = setup();
      await view.user.click(await box(ticked));
      await view.user.click(submit());
      const message = `Tick “${unticked}” to accept it and continue.`;
      expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
      expect(await box(unticked)).toHaveAccessibleDescription(message);
      expect(await box(unticked)).toHaveAttribute('aria-invalid', 'true');
      expect(posts(view)).toHaveLength(0);
      expect(await axeViolations(view.container)).toEqual([]);
    },
  );

  it('sends every answer, an optional one left unticked as declined, and follows the next state', async () => {
    const view = setup();
    await view.user.click(await box('Terms and conditions'));
    await view.user.click(await box('Credit bureau check'));
    await view.user.click(submit());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view)).toEqual([
      expect.objectContaining({
        url: expect.stringMatching(/\/lead\/policy$/),
        body: {
          id: LEAD_ID,
          policies: [
            { id: 'mx-general', accepted: true },
            { id: 'mx-credit-bureau', accepted: true },
            { id: 'mx-marketing', accepted: false },
          ],
        },
      }),
    ]);
  });

  it('"accept all" ticks every box, and each can still be unticked', async () => {
    const view = setup();
    await box('Marketing');
    await view.user.click(screen.getByRole('button', { name: 'Accept all' }));
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Every box is ticked');
    await view.user.click(await box('Marketing'));
    expect(await box('Marketing')).not.toBeChecked();
    await view.user.click(submit());
    await waitFor(() => expect(posts(view)).toHaveLength(1));
    expect(posts(view)[0]?.body).toMatchObject({
      policies: [{ accepted: true }, { accepted: true }, { id: 'mx-marketing', accepted: false }],
    });
  });

  it('shows a server refusal at the policy it names, translated and with its title', async () => {
    const logs = captureLogs();
    const view = setup(
      api(() => fieldErrors({ fieldName: 'policies.1.accepted', message: 'validation.required.accept' })),
    );
    await view.user.click(await box('Terms and conditions'));
    await view.user.click(await box('Credit bureau check'));
    await view.user.click(submit());
    const message = 'Tick “Credit bureau check” to accept it and continue.';
    expect(await screen.findByRole('link', { name: message })).toHaveAttribute(
      'href',
      '#step-accepted-mx-credit-bureau',
    );
    expect(await box('Credit bureau check')).toHaveAccessibleDescription(message);
    expect(view.where()).toBe('/consents');
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/policy HTTP 400 HTTP error']);
  });

  it('keeps what is ticked when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = setup(api(serverError));
    await view.user.click(await box('Terms and conditions'));
    await view.user.click(await box('Credit bureau check'));
    await view.user.click(submit());
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(await box('Terms and conditions')).toBeChecked();
    expect(await box('Credit bureau check')).toBeChecked();
    expect(await box('Marketing')).not.toBeChecked();
    expect(view.where()).toBe('/consents');
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/policy HTTP 500 HTTP error']);
  });

  it('keeps what is ticked as a draft, for a reload', async () => {
    const view = setup();
    await view.user.click(await box('Marketing'));
    await waitFor(() =>
      expect(view.store.getState().readDraft('/consents')).toEqual({
        accepted: { 'mx-general': false, 'mx-credit-bureau': false, 'mx-marketing': true },
      }),
    );
  });

  it('lets the applicant try again when the policies do not load', async () => {
    const logs = captureLogs();
    let fail = true;
    const view = setup((call) => {
      if (call.method !== 'GET') return nextState();
      return fail ? jsonResponse({ errors: [] }, 404) : jsonResponse({ policies: POLICIES });
    });
    const alert = await screen.findByTestId('step-load-failed', {}, { timeout: 5000 });
    fail = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await box('Terms and conditions')).toBeInTheDocument();
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: GET /policy HTTP 404 HTTP error']);
  });
});

describe('DynamicConsentsPage', () => {
  it('sends the answers to the dynamic-policy call, with the form they were given on', async () => {
    const view = renderStep(<DynamicConsentsPage />, {
      state: 35,
      path: '/dynamic-consents',
      handler: api(nextState),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'A few more consents' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Accept all' }));
    await view.user.click(submit());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view)[0]).toMatchObject({
      url: expect.stringMatching(/\/lead\/dynamic-policy$/),
      body: {
        id: LEAD_ID,
        formPath: 'dynamic-consents',
        policies: [
          { id: 'mx-general', accepted: true },
          { id: 'mx-credit-bureau', accepted: true },
          { id: 'mx-marketing', accepted: true },
        ],
      },
    });
  });

  it("in Spanish, refuses an unticked required policy in the applicant's words", async () => {
    const view = renderStep(<DynamicConsentsPage />, {
      state: 35,
      path: '/dynamic-consents',
      locale: 'mx',
      handler: api(nextState),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Guardar y continuar' }));
    expect(
      await screen.findByRole('link', { name: 'Marca “Terms and conditions” para aceptarlo y continuar.' }),
    ).toBeInTheDocument();
    expect(posts(view)).toHaveLength(0);
  });

  it('leaves the step out when the country has no policy to answer', async () => {
    const view = renderStep(<DynamicConsentsPage />, {
      state: 35,
      path: '/dynamic-consents',
      handler: api(nextState, []),
    });
    expect(await screen.findByText(/There is nothing to accept/)).toBeInTheDocument();
    await view.user.click(submit());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view)[0]?.url).toContain(`/lead/skip/${LEAD_ID}`);
  });
});
