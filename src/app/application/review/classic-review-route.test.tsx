import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { MemoryRouter } from '#shared/routing/router.tsx';
import { Route } from '#shared/routing/routes.tsx';
import { describe, expect, it } from 'vitest';
import type { LeadData } from '#contract/lead-payload.ts';
import { createProgressStore } from '#features/funnel/progress-store.ts';
import { jsonResponse, type FakeHandler, type RecordedCall } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient, LEAD_ID, leadSaved } from '#shared/api/testing/fixtures.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { axeViolations } from '#test/axe.ts';
import { createTestI18n } from '#test/i18n.ts';
import { countryRules } from '#markets/country-validation.ts';
import { loanProductOf } from '#markets/loan-products.ts';
import { classicStepRoutes } from '../classic/classic-step-route.tsx';
import { CheckYourAnswers } from './check-your-answers.tsx';
import ClassicReviewRoute from './classic-review-route.tsx';
import { COMPLETE_LEAD, MX_CLASSIC, MX_CLASSIC_FORM } from './review-fixtures.ts';
import { renderApplication } from '../testing/application-harness.tsx';

const FORM = MX_CLASSIC_FORM;
const RULES = countryRules('mx', loanProductOf(MX_CLASSIC));
const i18n = createTestI18n('en');
const saved: FakeHandler = (call) =>
  call.url.includes('/policy')
    ? jsonResponse({ policies: [] })
    : jsonResponse(leadSaved, call.method === 'POST' ? 201 : 200);

/** The classic steps and the review of an applicant at `state` whose lead holds `lead`. */
interface Setup {
  path: string;
  state?: number;
  lead?: LeadData;
  handler?: FakeHandler;
}

function renderReview({ path, state = 25, lead = COMPLETE_LEAD, handler = saved }: Setup) {
  const { client, calls } = fakeClient(handler);
  const store = createProgressStore({ storage: memorySafeStorage().storage });
  store.getState().saveApplicationData(lead);
  store.getState().storeLeadId({ id: LEAD_ID });
  store.getState().pushProgressState(state);
  store.getState().clearRouteChange();
  const view = renderApplication({
    i18n,
    client,
    store,
    path,
    routes: (
      <>
        {classicStepRoutes(FORM)}
        <Route path="check-your-answers" element={<ClassicReviewRoute form={FORM} />} />
        <Route path="checking" element={<h1>Checking your application</h1>} />
      </>
    ),
  });
  return { ...view, calls, store, user: userEvent.setup() };
}

const where = () => screen.getByTestId('where').textContent;
/** A save and a route change may come first: on two busy cores that takes longer than findBy's default second. */
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });
const group = (name: string) => screen.getByRole('region', { name });
const answerIn = (region: HTMLElement, label: string) => {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};
const leadCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url.endsWith('/lead'));

describe('check your answers, classic steps', () => {
  it('shows every step with its answers as the applicant gave them, the heading focused', async () => {
    renderReview({ path: '/check-your-answers' });
    const title = await heading('Check your answers before sending');
    expect(title).toHaveFocus();
    expect(answerIn(group('Your income'), 'Monthly net income')).toBe('$9,000');
    expect(answerIn(group('Your income'), 'Main source of income')).toBe('Pension');
    expect(answerIn(group('A few more details'), 'What is the loan for?')).toBe('A vehicle');
    expect(answerIn(group('About you'), 'Date of birth')).toBe('20 de agosto de 1931');
    expect(answerIn(group('About you'), 'First name')).toBe('Wenceslao');
    expect(answerIn(group('A personal reference'), "Reference's full name")).toBe('Lupe Borja');
    // A pensioner has no employment details step.
    expect(screen.queryByRole('region', { name: 'Where you work' })).not.toBeInTheDocument();
  });

  it('masks the identifier but for its last four characters', async () => {
    renderReview({ path: '/check-your-answers' });
    await heading('Check your answers before sending');
    const code = screen.getByTestId('answer-personalDetails.personalCode');
    expect(code).not.toHaveTextContent('BOXW310820HNER');
    expect(code).toHaveTextContent('XN09');
    expect(within(code).getByText('ending in XN09')).toBeInTheDocument();
  });

  it('gives each step a Change link back to it, named after the step', async () => {
    renderReview({ path: '/check-your-answers' });
    await heading('Check your answers before sending');
    const change = within(group('Your income')).getByRole('link', { name: 'Change Your income' });
    expect(change).toHaveAttribute('href', '/income-details?returnTo=review');
    expect(screen.getAllByRole('link', { name: /^Change / })).toHaveLength(6);
  });

  it('sends the application from the review: only then the funnel moves to checking', async () => {
    const { user, store, calls } = renderReview({ path: '/check-your-answers' });
    await heading('Check your answers before sending');
    expect(store.getState().progressState).toBe(25);
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await heading('Checking your application')).toBeInTheDocument();
    expect(store.getState().progressState).toBe(6);
    // The lead was saved by the steps: sending it is moving on, not another save.
    expect(leadCalls(calls)).toHaveLength(0);
  });

  it('changes a step from the review and comes back to it with the new answer', async () => {
    const { user, calls } = renderReview({ path: '/check-your-answers' });
    await heading('Check your answers before sending');
    await user.click(within(group('Your income')).getByRole('link', { name: 'Change Your income' }));
    expect(await heading('Your income')).toHaveFocus();
    const income = screen.getByRole('textbox', { name: /Monthly net income/ });
    await user.clear(income);
    await user.type(income, '12000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Check your answers before sending')).toBeInTheDocument();
    expect(where()).toBe('/check-your-answers');
    expect(answerIn(group('Your income'), 'Monthly net income')).toBe('$12,000');
    expect(leadCalls(calls)[0]?.body).toMatchObject({ incomeDetails: { monthlyIncome: 12_000 } });
  });

  it('keeps the way back to the review while the server sends the applicant to fix another step', async () => {
    let refused = false;
    const refuseOnce: FakeHandler = (call) => {
      if (call.url.endsWith('/lead') && !refused) {
        refused = true;
        return jsonResponse(
          { errors: [{ fieldName: 'personalDetails.lastName', message: 'Name not accepted' }] },
          400,
        );
      }
      return saved(call);
    };
    const logs = captureLogs();
    const { user } = renderReview({ path: '/income-details?returnTo=review', handler: refuseOnce });
    expect(await heading('Your income')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('About you')).toBeInTheDocument();
    expect(where()).toBe('/personal-details?returnTo=review');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Check your answers before sending')).toBeInTheDocument();
    expect(logs.map((entry) => entry.message)).toContain('Failed to update lead');
  });

  it('takes the last step to the review, not to checking', async () => {
    const { user, store } = renderReview({
      path: '/reference-information',
      lead: { ...COMPLETE_LEAD, referenceDetails: {} },
    });
    expect(await heading('A personal reference')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: "Reference's full name" }), 'Lupe Borja');
    await user.type(screen.getByRole('textbox', { name: /Reference's phone number/ }), '5587654321');
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await heading('Check your answers before sending')).toBeInTheDocument();
    expect(store.getState().progressState).toBe(25);
  });

  it('sends an applicant who has not reached the last step to the furthest step', async () => {
    renderReview({ path: '/check-your-answers', state: 4 });
    expect(await heading('Your income')).toBeInTheDocument();
    expect(where()).toBe('/income-details');
  });

  it('shows an identifier the browser did not keep as sent, without asking for it again', async () => {
    const { personalDetails, ...rest } = COMPLETE_LEAD;
    renderReview({
      path: '/check-your-answers',
      lead: { ...rest, personalDetails: { ...personalDetails, personalCode: undefined } },
    });
    expect(await heading('Check your answers before sending')).toBeInTheDocument();
    expect(screen.getByText('Sent (for your security it is not kept on this device)')).toBeInTheDocument();
    expect(where()).toBe('/check-your-answers');
  });

  it('asks first for a required answer it does not have, then comes back', async () => {
    const { personalDetails, ...rest } = COMPLETE_LEAD;
    renderReview({
      path: '/check-your-answers',
      lead: { ...rest, personalDetails: { ...personalDetails, firstName: undefined } },
    });
    expect(await heading('About you')).toBeInTheDocument();
    await waitFor(() => expect(where()).toBe('/personal-details?returnTo=review'));
  });

  it('passes axe', async () => {
    const { container } = renderReview({ path: '/check-your-answers' });
    await heading('Check your answers before sending');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('check your answers, in another language', () => {
  it('shows yes and no, choices and dates in the applicant language', () => {
    const spanish = createTestI18n('mx');
    render(
      <I18nProvider i18n={spanish}>
        <MemoryRouter>
          <CheckYourAnswers
            pages={[
              {
                path: 'initial-details',
                type: 'personal-information',
                context: 'contact-details',
                dataPoints: [{ name: 'generalPolicies', required: true }],
                prevButtonFormPath: null,
                nextButtonFormPath: null,
                dataPointsToSubmit: [],
                dataPointsPerStep: {},
                stepOrder: 1,
                errors: [],
                unattachedErrors: [],
              },
            ]}
            answers={{ generalPolicies: true }}
            onSend={() => undefined}
            rules={RULES}
          />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByTestId('answer-generalPolicies')).toHaveTextContent('Sí');
    expect(screen.getByRole('button', { name: 'Enviar mi solicitud' })).toBeInTheDocument();
  });
});
