/** The classic steps on the router, over a fake lead API (this build's market: mx, classic form). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '#shared/routing/routes.tsx';
import { z } from 'zod';
import type { LeadData } from '#contract/lead-payload.ts';
import type { Policy } from '#contract/reference-data.ts';
import { createProgressStore, type ProgressStore } from '#features/funnel/progress-store.ts';
import {
  hangingResponse,
  jsonResponse,
  type FakeHandler,
  type RecordedCall,
} from '#shared/api/testing/fake-fetch.ts';
import { fakeClient, LEAD_ID, leadSaved } from '#shared/api/testing/fixtures.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { axeViolations } from '#test/axe.ts';
import { createTestI18n } from '#test/i18n.ts';
import { classicFormOf, type ClassicForm } from './classic-form.ts';
import { loanProductOf } from '#markets/loan-products.ts';
import { ClassicEntryRoute, classicStepRoutes } from './classic-step-route.tsx';
import { renderApplication, TEST_SESSION_ID } from '../testing/application-harness.tsx';

const FORM = classicFormOf(
  { country: 'mx', product: 'crecia' },
  loanProductOf({ country: 'mx', product: 'crecia' }),
);
const SESSION_ID = TEST_SESSION_ID;
const i18n = createTestI18n('en');
/**
 * The lead calls save; the email check and the employer lookup answer as the reference API does for what these tests
 * type; the postcode lookup never answers, since these tests type the address themselves (the autofill has its own).
 */
const saved: FakeHandler = (call) => {
  if (call.url.includes('/email/validate/')) return jsonResponse({ valid: true });
  if (call.url.includes('/postcode/')) return hangingResponse(call);
  if (call.url.includes('/company/')) return jsonResponse({ companies: [] });
  return jsonResponse(leadSaved);
};

const policy = (id: string, kind: Policy['kind'], title: string, text: string, required = true): Policy => ({
  id,
  kind,
  title,
  text,
  url: `https://legal.example.com/${id.replace('-', '/')}`,
  required,
  version: '2026-01',
});
const MX_POLICIES = [
  policy(
    'mx-general',
    'general',
    'Términos y condiciones',
    'Acepto los términos y condiciones del servicio.',
  ),
  policy('mx-marketing', 'marketing', 'Publicidad', 'Quiero recibir ofertas.', false),
];
// As the reference API serves them for Germany (server/reference/policies.ts).
const DE_POLICIES = [
  policy('de-general', 'general', 'Allgemeine Geschäftsbedingungen', 'Ich akzeptiere die AGB.'),
  policy('de-privacy', 'privacy', 'Datenschutzerklärung', 'Ich habe die Datenschutzerklärung gelesen.'),
  policy(
    'de-credit-bureau',
    'credit-bureau',
    'SCHUFA-Klausel',
    'Ich willige ein, dass der Kreditgeber Auskünfte über mich bei der SCHUFA Holding AG einholt und ihr Daten über die Beantragung, die Aufnahme und die Beendigung des Kredits übermittelt.',
  ),
  policy('de-marketing', 'marketing', 'Werbung', 'Ich möchte Angebote per E-Mail erhalten.', false),
];

interface Setup {
  path: string;
  handler?: FakeHandler;
  storage?: SafeStorage;
  /** Runs on the store before the page renders: progress, lead id, answers so far. */
  seed?: (store: ProgressStore) => void;
  form?: ClassicForm;
  /** What the policies call answers (the contact details step asks it). */
  policies?: Policy[];
}

function renderClassic({
  path,
  handler = saved,
  storage = memorySafeStorage().storage,
  seed,
  form = FORM,
  policies = MX_POLICIES,
}: Setup) {
  const { client, calls } = fakeClient((call) =>
    call.url.includes('/policy') ? jsonResponse({ policies }) : handler(call),
  );
  const store = createProgressStore({ storage });
  seed?.(store);
  store.getState().clearRouteChange();
  const view = renderApplication({
    i18n,
    client,
    store,
    path,
    landingUrl: 'https://apply.test/application-frontend/?refName=partner&utm_source=mail',
    routes: (
      <>
        <Route index element={<ClassicEntryRoute form={form} />} />
        {classicStepRoutes(form)}
        <Route path="checking" element={<h1>Checking your application</h1>} />
      </>
    ),
  });
  return { ...view, calls, store, user: userEvent.setup() };
}

const where = () => screen.getByTestId('where').textContent;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const leadCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url.endsWith('/lead'));

/** A lead already created, the applicant at a step's state. */
const atState =
  (state: number, data: LeadData = {}) =>
  (store: ProgressStore) => {
    store.getState().saveApplicationData(data);
    store.getState().storeLeadId({ id: LEAD_ID });
    store.getState().pushProgressState(state);
  };

async function fillPersonalDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Wenceslao');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Borja');
  await user.click(screen.getByRole('radio', { name: 'Male' }));
  await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '20/08/1931');
  await user.type(
    screen.getByRole('textbox', { name: 'Personal identification number' }),
    'BOXW310820HNERXN09',
  );
}

async function fillContactDetails(user: ReturnType<typeof userEvent.setup>, { accept = true } = {}) {
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'wen@example.com');
  await user.type(screen.getByRole('textbox', { name: /Mobile phone number/ }), '5512345678');
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '06700');
  await user.type(screen.getByRole('textbox', { name: 'City or town' }), 'Ciudad de México');
  await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Avenida Álvaro Obregón');
  await user.type(screen.getByRole('textbox', { name: 'House number' }), '12');
  if (accept) await user.click(policiesCheckbox());
}

const policiesCheckbox = () =>
  screen.getByRole('checkbox', { name: 'I have read and accept the terms and the privacy policy' });

describe('the classic steps', () => {
  it('start on personal details, step 1, with the loan summed up and a link to the loan step, which has no number', async () => {
    const { user } = renderClassic({ path: '/' });
    expect(await heading('About you')).toBeInTheDocument();
    expect(where()).toBe('/personal-details');
    expect(screen.getByText(/^Step 1 of \d+$/)).toBeInTheDocument();
    // Nothing before step 1 to go back to (docs/adr/0028).
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    // The country's defaults (spec section 9) are the loan, with what it costs.
    const summary = screen.getByTestId('loan-summary');
    expect(within(summary).getByTestId('loan-summary-choice')).toHaveTextContent(/^\$10,000 over 12 months$/);
    expect(within(summary).getByText('Total amount payable')).toBeInTheDocument();
    await user.click(within(summary).getByRole('link', { name: 'Change the amount or the term' }));
    expect(await heading('Your loan')).toBeInTheDocument();
    expect(where()).toBe('/loan-information');
    expect(screen.queryByText(/^Step \d+ of \d+$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Loan amount/ })).toHaveValue('10,000');
  });

  it('create the lead on the first step, update it on the next, each with its data under its key', async () => {
    const { user, calls, store } = renderClassic({ path: '/personal-details' });
    await fillPersonalDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('How can we reach you?')).toBeInTheDocument();
    expect(where()).toBe('/contact-details');
    expect(store.getState().progressState).toBe(3);

    await fillContactDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Your income')).toBeInTheDocument();

    const [create, update] = leadCalls(calls);
    expect(create).toMatchObject({
      method: 'POST',
      body: {
        product: 'prestaluz-mx',
        sessionId: SESSION_ID,
        amount: 10_000,
        period: 12,
        periodScale: 'months',
        personalDetails: {
          firstName: 'Wenceslao',
          lastName: 'Borja',
          gender: 'male',
          dateOfBirth: '1931-08-20',
        },
        affiliateReferenceParams: { attribute: 'partner' },
      },
    });
    expect(z.object({ tags: z.array(z.string()) }).parse(create?.body).tags.length).toBeGreaterThan(0);
    expect(create?.headers['idempotency-key']).toBeTruthy();
    expect(update).toMatchObject({
      method: 'PUT',
      body: {
        id: LEAD_ID,
        product: 'prestaluz-mx',
        sessionId: SESSION_ID,
        contactDetails: { email: 'wen@example.com', postalCode: '06700', houseNumber: '12' },
        generalPolicies: true,
        // The required policies the step showed, accepted with the checkbox.
        policies: [{ id: 'mx-general', accepted: true }],
      },
    });
    expect(update?.body).not.toHaveProperty('personalDetails');
  });

  it('after the last step send the whole application and go to check your answers, not yet to checking', async () => {
    const { user, calls, store } = renderClassic({
      path: '/reference-information',
      seed: atState(25, { incomeDetails: { incomeSource: 'pension', monthlyIncome: 9000 } }),
    });
    expect(await heading('A personal reference')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: "Reference's full name" }), 'Lupe Borja');
    await user.type(screen.getByRole('textbox', { name: /Reference's phone number/ }), '5587654321');
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    await waitFor(() => expect(where()).toBe('/check-your-answers'));
    // Checking comes from the review's Send only (review/classic-review-route.test.tsx).
    expect(store.getState().progressState).toBe(25);
    expect(leadCalls(calls)[0]?.body).toMatchObject({
      referenceDetails: { name: 'Lupe Borja' },
      incomeDetails: { incomeSource: 'pension', monthlyIncome: 9000 },
    });
  });

  it('take the applicant to the step that owns a field the server rejected, with its message', async () => {
    const rejectName: FakeHandler = () =>
      jsonResponse(
        { errors: [{ fieldName: 'personalDetails.lastName', message: 'Name not accepted' }] },
        400,
      );
    const logs = captureLogs();
    const { user } = renderClassic({
      path: '/contact-details',
      handler: rejectName,
      seed: atState(3, { personalDetails: { firstName: 'Wenceslao', lastName: 'Borja' } }),
    });
    expect(await heading('How can we reach you?')).toBeInTheDocument();
    await fillContactDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('About you')).toBeInTheDocument();
    expect(where()).toBe('/personal-details');
    expect(await screen.findAllByText('Name not accepted')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAttribute('aria-invalid', 'true');
    expect(logs.map((entry) => entry.message)).toContain('Failed to update lead');
  });

  it('keep the applicant and the answers on the step when the save fails', async () => {
    captureLogs();
    const { user, store } = renderClassic({
      path: '/personal-details',
      handler: () => jsonResponse({ message: 'down' }, 503),
    });
    await fillPersonalDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('save-failed')).toHaveTextContent('We could not save this step');
    expect(where()).toBe('/personal-details');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Wenceslao');
    expect(store.getState().progressState).toBe(0);
  });

  it('show the next step while the save is on its way; a failure brings the applicant back, progress as it was', async () => {
    captureLogs();
    // The create answers only when the test says, and then with a 503 (the client's retry included).
    const held: ((response: Response) => void)[] = [];
    const { user, store, calls } = renderClassic({
      path: '/personal-details',
      handler: (call) =>
        call.url.endsWith('/lead') ? new Promise<Response>((resolve) => held.push(resolve)) : saved(call),
    });
    await fillPersonalDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('How can we reach you?')).toBeInTheDocument();
    expect(leadCalls(calls)).toHaveLength(1);
    expect(store.getState().leadId).toBeNull();
    for (let attempt = 0; attempt < 2; attempt++) {
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      held.shift()?.(jsonResponse({ message: 'down' }, 503));
    }
    expect(await screen.findByTestId('save-failed')).toHaveTextContent('We could not save this step');
    expect(where()).toBe('/personal-details');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Wenceslao');
    expect(store.getState().progressState).toBe(0);
  });

  it('send a deep link past the progress to the furthest step', async () => {
    renderClassic({ path: '/other-information', seed: atState(3) });
    expect(await heading('How can we reach you?')).toBeInTheDocument();
    expect(where()).toBe('/contact-details');
  });

  it('skip employment details for an applicant who is not employed', async () => {
    renderClassic({
      path: '/employment-details',
      seed: atState(25, { incomeDetails: { incomeSource: 'student' } }),
    });
    expect(await heading('A personal reference')).toBeInTheDocument();
  });

  it('keep what was typed on a step across a reload', async () => {
    const storage = memorySafeStorage().storage;
    const first = renderClassic({ path: '/personal-details', storage });
    await first.user.type(screen.getByRole('textbox', { name: 'First name' }), 'Wenceslao');
    first.unmount();
    renderClassic({ path: '/personal-details', storage });
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Wenceslao');
  });

  it.each(FORM.steps.map((step) => [step.path, step.state] as const))(
    'pass axe on %s',
    async (path, state) => {
      const { container } = renderClassic({
        path: `/${path}`,
        seed: atState(state, { incomeDetails: { incomeSource: 'employment' } }),
      });
      await waitFor(() => expect(where()).toBe(`/${path}`));
      await screen.findByRole('heading', { level: 1 });
      expect(await axeViolations(container)).toEqual([]);
    },
  );
});

describe('the German classic form', () => {
  const DE_FORM = classicFormOf(
    { country: 'de', product: 'finvela' },
    loanProductOf({ country: 'de', product: 'finvela' }),
  );

  it('shows the SCHUFA consent with the policies, requires it, and sends it as accepted', async () => {
    const { user, calls, container } = renderClassic({
      path: '/contact-details',
      seed: atState(3),
      form: DE_FORM,
      policies: DE_POLICIES,
    });
    expect(await heading('How can we reach you?')).toBeInTheDocument();
    await user.click(await screen.findByText('SCHUFA-Klausel'));
    expect(screen.getByText(/SCHUFA Holding AG/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the full SCHUFA-Klausel' })).toHaveAttribute(
      'href',
      'https://legal.example.com/de/credit-bureau',
    );
    // The optional marketing consent is not among what the checkbox accepts.
    expect(screen.queryByText('Werbung')).not.toBeInTheDocument();

    await fillContactDetails(user, { accept: false });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Tick the box to accept and continue.')).not.toHaveLength(0);
    expect(leadCalls(calls)).toHaveLength(0);

    await user.click(policiesCheckbox());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Your income')).toBeInTheDocument();
    expect(leadCalls(calls)[0]?.body).toMatchObject({
      generalPolicies: true,
      policies: [
        { id: 'de-general', accepted: true },
        { id: 'de-privacy', accepted: true },
        { id: 'de-credit-bureau', accepted: true },
      ],
    });
    expect(await axeViolations(container)).toEqual([]);
  });
});
