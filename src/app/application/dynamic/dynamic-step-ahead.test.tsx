/**
 * Next on a dynamic (v3) page shows the next page while the save is on its way (issue 27 item 6, docs/adr/0029): the
 * answer confirms it, or takes the applicant back (a 5xx to the page sent with its alert, a refused field to the page
 * owning it), with nothing typed lost; a page sent before the save ahead of it answered waits for it (one lead).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '#shared/routing/routes.tsx';
import { describe, expect, it, vi } from 'vitest';
import { dynamicFormFixtures } from '#contract/fixtures/index.ts';
import { sampleAnswersFor } from '#contract/fixtures/sample-answers.ts';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import type { Answers } from '#features/funnel/form-model/types.ts';
import { createProgressStore } from '#features/funnel/progress-store.ts';
import { market } from '#markets/market.ts';
import { jsonResponse, type FakeHandler, type RecordedCall } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient, LEAD_ID, leadSaved } from '#shared/api/testing/fixtures.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { createTestI18n } from '#test/i18n.ts';
import { readDynamicProgress } from './dynamic-progress.ts';
import { DynamicStepRoute } from './dynamic-step-route.tsx';
import { renderApplication } from '../testing/application-harness.tsx';

const CONFIG = dynamicFormFixtures[`${market.target.country}/${market.target.product}`];
if (!CONFIG) throw new Error('the test build has no v3 configuration');
const i18n = createTestI18n('en');

/** The sample applicant with a valid amount and period: every page answered, none sent yet. */
function sampleAnswers(): Answers {
  if (!CONFIG) return {};
  const find = (name: string) =>
    CONFIG.forms.flatMap((form) => form.dataPoints).find((point) => point.name === name);
  return {
    ...sampleAnswersFor(CONFIG),
    amount: find('amount')?.min ?? market.loan.amount.default,
    period: find('period')?.min ?? market.loan.term.default,
  };
}

/** The lead's saves, answered when the test says: each call waits for the next answer given. */
function heldLeadAnswers() {
  const waiting: ((response: Response) => void)[] = [];
  const handler: FakeHandler = (call) => {
    if (call.url.includes('/datapoints')) return jsonResponse(CONFIG);
    if (call.url.includes('/policy')) return jsonResponse({ policies: [] });
    if (call.url.includes('/company/')) return jsonResponse({ companies: [] });
    if (call.url.includes('/postcode')) return jsonResponse({ postcodes: [] });
    return new Promise<Response>((resolve) => waiting.push(resolve));
  };
  const answer = async (response: Response) => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()?.(response);
  };
  return { handler, answer };
}

function renderFirstPage(handler: FakeHandler) {
  if (!CONFIG) throw new Error('no configuration');
  const { client, calls } = fakeClient(handler);
  const store = createProgressStore({ storage: memorySafeStorage().storage });
  const answers = sampleAnswers();
  const pages = buildPages(CONFIG, answers);
  store.getState().setDynamicPages({ answers, submitted: [], serverErrors: [] });
  renderApplication({
    i18n,
    client,
    store,
    path: `/${pages[0]?.path ?? ''}`,
    routes: (
      <>
        <Route path=":stepPath" element={<DynamicStepRoute />} />
        {/* A page outside the form, where an applicant may go while a save waits. */}
        <Route path="outside/page" element={<h1>Outside</h1>} />
      </>
    ),
  });
  const [first, second, third] = pages;
  if (!first || !second || !third) throw new Error('the configuration has fewer than three pages');
  return { calls, store, first, second, third, user: userEvent.setup() };
}

/**
 * Web Crypto's digest held until the test lets it go: a create hashes its event id and its body (for its idempotency
 * key) before the request leaves.
 */
function heldHashing() {
  const real = crypto.subtle.digest.bind(crypto.subtle);
  const held: (() => void)[] = [];
  // The page's idle warm-up (an empty digest, sha256.ts) is not the save's hashing: it goes through, uncounted.
  const spy = vi
    .spyOn(crypto.subtle, 'digest')
    .mockImplementation((algorithm, data) =>
      data.byteLength === 0
        ? real(algorithm, data)
        : new Promise<void>((resolve) => held.push(resolve)).then(() => real(algorithm, data)),
    );
  return {
    started: () => held.length > 0,
    release: () => {
      spy.mockRestore();
      for (const go of held.splice(0)) go();
    },
  };
}

const where = () => screen.getByTestId('where').textContent;
const stepHeading = (path: string) =>
  screen.findByRole('heading', { level: 1, name: i18n.t(`fields:steps.${path}.title`) }, { timeout: 5_000 });
const leadCalls = (calls: readonly RecordedCall[]) => calls.filter((call) => call.url.includes('/v3/lead'));
/** What each text field holds: the role's elements are inputs. */
const typedValues = () =>
  screen
    .getAllByRole('textbox')
    .map((field) =>
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '',
    );
const pressNext = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Continue' }));

describe('Next on a dynamic page', () => {
  it('shows the next page while the save is on its way, and stays there once it is saved', async () => {
    const lead = heldLeadAnswers();
    const { user, store, calls, first, second } = renderFirstPage(lead.handler);
    await stepHeading(first.path);
    await pressNext(user);
    expect(await stepHeading(second.path)).toBeInTheDocument();
    expect(leadCalls(calls).map((call) => call.method)).toEqual(['POST']);
    expect(store.getState().leadId).toBeNull();

    await lead.answer(jsonResponse(leadSaved, 201));
    await waitFor(() => expect(store.getState().leadId).toBe(LEAD_ID));
    expect(where()).toBe(`/${second.path}`);
    expect(screen.queryByTestId('save-failed')).not.toBeInTheDocument();
  });

  it('a server error takes the applicant back to the page sent, with the alert and the answers as they were', async () => {
    captureLogs();
    const lead = heldLeadAnswers();
    const { user, first, second } = renderFirstPage(lead.handler);
    await stepHeading(first.path);
    const before = typedValues();
    await pressNext(user);
    await stepHeading(second.path);
    // The client tries a 5xx once more before it gives up.
    await lead.answer(jsonResponse({ message: 'down' }, 503));
    await lead.answer(jsonResponse({ message: 'down' }, 503));
    expect(await screen.findByTestId('save-failed')).toHaveTextContent('We could not save this step');
    expect(where()).toBe(`/${first.path}`);
    expect(await stepHeading(first.path)).toBeInTheDocument();
    expect(typedValues()).toEqual(before);
  });

  it('a field refused on the page sent takes the applicant back to it, with the server’s message', async () => {
    captureLogs();
    const lead = heldLeadAnswers();
    const { user, first, second } = renderFirstPage(lead.handler);
    const refused = first.dataPoints.find((point) => point.name.includes('.'))?.name;
    if (!refused) throw new Error('the first page has no applicant field');
    await stepHeading(first.path);
    await pressNext(user);
    await stepHeading(second.path);
    await lead.answer(jsonResponse({ errors: [{ fieldName: refused, message: 'Not accepted here' }] }, 400));
    expect(await stepHeading(first.path)).toBeInTheDocument();
    expect(where()).toBe(`/${first.path}`);
    expect(await screen.findAllByText('Not accepted here')).not.toHaveLength(0);
  });

  it('a page sent before the save ahead of it answered waits for it: one lead, then updated', async () => {
    const lead = heldLeadAnswers();
    const { user, calls, store, first, second, third } = renderFirstPage(lead.handler);
    await stepHeading(first.path);
    await pressNext(user);
    await stepHeading(second.path);
    await pressNext(user);
    // The second page's press waits for the lead its first page is creating.
    expect(leadCalls(calls).map((call) => call.method)).toEqual(['POST']);
    await lead.answer(jsonResponse(leadSaved, 201));
    await waitFor(() => expect(leadCalls(calls).map((call) => call.method)).toEqual(['POST', 'PUT']));
    expect(leadCalls(calls)[1]?.body).toMatchObject({ id: LEAD_ID });
    await lead.answer(jsonResponse(leadSaved));
    // On to the third page, and there: both pages stay sent.
    await stepHeading(third.path);
    await act(() => new Promise((settled) => setTimeout(settled, 100)));
    expect(where()).toBe(`/${third.path}`);
    expect(readDynamicProgress(store.getState().dynamicPages).submitted).toEqual([first.path, second.path]);
  });

  it('a save answered after a later page was kept leaves that page sent, with what was typed there', async () => {
    const lead = heldLeadAnswers();
    const { user, store, first, second, third } = renderFirstPage(lead.handler);
    await stepHeading(first.path);
    await pressNext(user);
    await stepHeading(second.path);
    // The store once a later page has been kept. In the app, the second page's Next keeps it after the create's
    // answer is in (it waits for the create) and, as microtasks fall, before or after that answer is handled.
    const kept = readDynamicProgress(store.getState().dynamicPages);
    const typed = { ...kept.answers, 'contactDetails.email': 'typed.later@example.com' };
    act(() =>
      store.getState().setDynamicPages({ ...kept, answers: typed, submitted: [first.path, second.path] }),
    );
    await lead.answer(jsonResponse(leadSaved, 201));
    await waitFor(() => expect(store.getState().leadId).toBe(LEAD_ID));
    // The create's answer once wrote back the progress of its own render: the second page unsent and its answers
    // gone, and the applicant, further on, was taken back to it emptied (a reload chaos run caught it).
    const after = readDynamicProgress(store.getState().dynamicPages);
    expect(after.submitted).toEqual([first.path, second.path]);
    expect(after.answers['contactDetails.email']).toBe('typed.later@example.com');
    await pressNext(user);
    await lead.answer(jsonResponse(leadSaved));
    expect(await stepHeading(third.path)).toBeInTheDocument();
  });

  it('shows the next page only once the create has left: while it is being prepared the page stays', async () => {
    const lead = heldLeadAnswers();
    const { user, calls, first, second } = renderFirstPage(lead.handler);
    await stepHeading(first.path);
    const hashing = heldHashing();
    await pressNext(user);
    await waitFor(() => expect(hashing.started()).toBe(true));
    // A reload now would find the applicant where they pressed, and the page would be sent again (docs/adr/0029).
    expect(where()).toBe(`/${first.path}`);
    expect(leadCalls(calls)).toHaveLength(0);
    hashing.release();
    expect(await stepHeading(second.path)).toBeInTheDocument();
    expect(leadCalls(calls).map((call) => call.method)).toEqual(['POST']);
  });

  it('a create that leaves after the applicant went elsewhere does not move them', async () => {
    const lead = heldLeadAnswers();
    const { user, calls, store, first } = renderFirstPage(lead.handler);
    await stepHeading(first.path);
    const hashing = heldHashing();
    await pressNext(user);
    await waitFor(() => expect(hashing.started()).toBe(true));
    act(() => store.setState({ routeChange: { target: '/outside/page', method: 'push' } }));
    await waitFor(() => expect(where()).toBe('/outside/page'));
    hashing.release();
    await waitFor(() => expect(leadCalls(calls).map((call) => call.method)).toEqual(['POST']));
    await lead.answer(jsonResponse(leadSaved, 201));
    await waitFor(() => expect(store.getState().leadId).toBe(LEAD_ID));
    expect(where()).toBe('/outside/page');
  });
});
