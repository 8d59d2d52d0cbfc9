/** The one lead submission both application pages use, over a fake lead API (this build: mx/prestaluz). */
import { renderHook, waitFor } from '@testing-library/react';
import { z } from 'zod';
import type { ReactNode } from 'react';
import { actFor } from '#test/act-for.ts';
import { mxPrestaluzConfig } from '#contract/fixtures/index.ts';
import type { ServerFieldError } from '#contract/dynamic-form.ts';
import type { Policy } from '#contract/reference-data.ts';
import { jsonResponse, type FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient, LEAD_ID, leadSaved } from '#shared/api/testing/fixtures.ts';
import { hookWrapper } from '#shared/api/testing/hook-wrapper.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { AttributionProvider } from '#features/attribution/attribution-context.tsx';
import { bootAttribution } from '#features/attribution/boot.ts';
import type { Answers } from '../form-model/types.ts';
import { createProgressStore } from '../progress-store.ts';
import { ProgressStoreProvider } from '../progress-store-context.tsx';
import type { LeadPath, LeadSubmission } from './submission.ts';
import { useSubmitLead } from './use-submit-lead.ts';
import { funnelEvents, type FunnelEvent } from '../funnel-events.ts';
import { provideCaptchaToken } from './lead-extras.ts';

const SESSION_ID = '9d7c2f4e-1b3a-4c5d-8e6f-7a8b9c0d1e2f';
const saved: FakeHandler = () => jsonResponse(leadSaved);
const loanValues: Answers = { 'otherDetails.loanPurpose': 'education', amount: 12000, period: 6 };
const contactValues: Answers = {
  'contactDetails.email': 'maria@example.com',
  'contactDetails.phoneNumber': '+525512345678',
  generalPolicies: true,
};
const POLICIES: Policy[] = [
  {
    id: 'privacy',
    kind: 'privacy',
    title: 'Privacy',
    text: 'How we use your data',
    url: 'https://lender.test/privacy',
    required: true,
    version: '1',
  },
];

function setup(
  leadPath: LeadPath,
  { handler = saved, leadId, retype }: { handler?: FakeHandler; leadId?: string; retype?: string[] } = {},
) {
  const { client, calls } = fakeClient(handler);
  const { storage } = memorySafeStorage();
  // The identifiers filled before the page was loaded again, as the store finds them (never their values).
  if (retype) storage.session.set('identifiersToRetype', retype);
  const store = createProgressStore({ storage });
  if (leadId) store.getState().storeLeadId({ id: leadId });
  const attribution = bootAttribution({
    url: 'https://apply.test/application-frontend/?refName=partner',
    now: () => new Date('2026-05-01T10:00:00.000Z'),
    storage: memorySafeStorage().storage,
    randomUUID: () => SESSION_ID,
  });
  const Providers = hookWrapper(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AttributionProvider value={attribution}>
      <Providers>
        <ProgressStoreProvider store={store}>{children}</ProgressStoreProvider>
      </Providers>
    </AttributionProvider>
  );
  const { result } = renderHook(() => useSubmitLead(leadPath), { wrapper });
  const kept: unknown[] = [];
  type Input = Partial<LeadSubmission> & Pick<LeadSubmission, 'path' | 'values'>;
  const start = (input: Input) =>
    result.current.submit({
      config: mxPrestaluzConfig,
      answers: {},
      serverErrors: [],
      keep: (prepared) => kept.push(prepared.answers),
      ...input,
    });
  const submit = (input: Input) => actFor(() => start(input));
  // `start` for a save whose answer never comes: act would hold every render after it.
  return { calls, store, submit, start, kept };
}

describe('useSubmitLead', () => {
  it('sets Web Crypto up once the browser is idle, before the page is sent (its first digest is the slow one)', () => {
    vi.useFakeTimers();
    const digest = vi.spyOn(globalThis.crypto.subtle, 'digest');
    try {
      setup('v3');
      expect(digest).not.toHaveBeenCalled();
      // The screens' DOM (happy-dom) has no idle callbacks: a second later, as in Safari (when-idle.ts).
      vi.advanceTimersByTime(1000);
      expect(digest).toHaveBeenCalledTimes(1);
      expect(digest).toHaveBeenCalledWith('SHA-256', new Uint8Array(0));
    } finally {
      digest.mockRestore();
      vi.useRealTimers();
    }
  });

  it.each([
    ['v3', 'POST', 'https://api.test/base/v3/lead', { formPath: 'loan-details' }],
    ['classic', 'POST', 'https://api.test/base/lead', {}],
  ] as const)(
    'on the %s path creates the lead with the page, the landing and the product',
    async (leadPath, method, url, extra) => {
      const { calls, store, submit } = setup(leadPath);
      const outcome = await submit({ path: 'loan-details', values: loanValues });
      expect(outcome).toMatchObject({ status: 'saved', erroredPath: null });
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ method, url });
      expect(calls[0]?.body).toEqual({
        amount: 12000,
        period: 6,
        periodScale: 'months',
        otherDetails: { loanPurpose: 'education' },
        product: 'prestaluz-mx',
        tags: expect.any(Array),
        deviceData: expect.any(Object),
        sessionId: SESSION_ID,
        sessionStartedAt: '2026-05-01T10:00:00.000Z',
        affiliateReferenceParams: expect.objectContaining({ attribute: 'partner' }),
        posthogParameters: expect.any(Object),
        // Not framed: a page of its own (features/attribution/lead-source.ts).
        leadSource: 'web',
        // The id of the browser's Lead pixel event, for deduplication (lead-extras.ts).
        pixelParameters: { eventId: expect.stringMatching(/^[0-9a-f]{64}$/) },
        ...extra,
      });
      expect(store.getState().leadId).toBe(LEAD_ID);
    },
  );

  it('announces the created lead with the event id it carries and the contact typed so far', async () => {
    const events: FunnelEvent[] = [];
    const stop = funnelEvents.subscribe((event) => events.push(event));
    const { calls, submit } = setup('v3');
    await submit({ path: 'loan-details', values: loanValues, answers: contactValues });
    stop();
    const body = z.object({ pixelParameters: z.object({ eventId: z.string() }) }).parse(calls[0]?.body);
    expect(events).toEqual([
      {
        name: 'lead_created',
        leadId: LEAD_ID,
        eventId: body.pixelParameters.eventId,
        contactForHashing: { email: 'maria@example.com', phoneNumber: '+525512345678' },
      },
    ]);
  });

  it('announces nothing on an update, and sends no new event id', async () => {
    const events: FunnelEvent[] = [];
    const stop = funnelEvents.subscribe((event) => events.push(event));
    const { calls, submit } = setup('v3', { leadId: LEAD_ID });
    await submit({ path: 'initial-details', values: contactValues, answers: loanValues });
    stop();
    expect(events).toEqual([]);
    expect(calls[0]?.body).not.toHaveProperty('pixelParameters.eventId');
  });

  it('sends the captcha token the app provides with a create, and the lead without one when it fails', async () => {
    const stopProviding = provideCaptchaToken(() => Promise.resolve('token-1'));
    const first = setup('v3');
    await first.submit({ path: 'loan-details', values: loanValues });
    expect(first.calls[0]?.body).toMatchObject({ googleCaptchaToken: 'token-1' });
    stopProviding();

    const stopFailing = provideCaptchaToken(() => Promise.reject(new Error('blocked')));
    const logs = captureLogs();
    const second = setup('v3');
    await second.submit({ path: 'loan-details', values: loanValues });
    stopFailing();
    expect(second.calls).toHaveLength(1);
    expect(second.calls[0]?.body).not.toHaveProperty('googleCaptchaToken');
    expect(logs.map((entry) => entry.message)).toContain('Failed to get captcha token');
  });

  it.each(['v3', 'classic'] as const)('on the %s path updates the lead once it exists', async (leadPath) => {
    const { calls, submit } = setup(leadPath, { leadId: LEAD_ID });
    await submit({ path: 'initial-details', values: contactValues, answers: loanValues });
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.body).toMatchObject({ id: LEAD_ID, contactDetails: { email: 'maria@example.com' } });
    // Only this page's answers: the loan choice went with the first save.
    expect(calls[0]?.body).not.toHaveProperty('amount');
  });

  it('sends the first page with the first save made on a later page (a classic start on personal details)', async () => {
    const { calls, submit } = setup('classic');
    await submit({ path: 'initial-details', values: contactValues, answers: loanValues });
    expect(calls[0]?.body).toMatchObject({ amount: 12000, contactDetails: { phoneNumber: '+525512345678' } });
  });

  it('accepts each required policy the page showed with the general policies', async () => {
    const { calls, submit } = setup('v3', { leadId: LEAD_ID });
    await submit({ path: 'initial-details', values: contactValues, requiredPolicies: POLICIES });
    expect(calls[0]?.body).toMatchObject({
      generalPolicies: true,
      policies: [{ id: 'privacy', accepted: true }],
    });
  });

  it('keeps the answers before the request goes, whatever comes back', async () => {
    captureLogs();
    const { submit, kept } = setup('v3', { handler: () => jsonResponse({ message: 'down' }, 503) });
    const outcome = await submit({ path: 'loan-details', values: loanValues });
    expect(kept).toEqual([loanValues]);
    expect(outcome).toMatchObject({ status: 'failed', error: { status: 503 } });
  });

  it('says which earlier page owns a field the server refused', async () => {
    captureLogs();
    const refusal: ServerFieldError[] = [{ fieldName: 'amount', message: 'validation.max' }];
    const { submit } = setup('v3', {
      leadId: LEAD_ID,
      handler: () => jsonResponse({ message: 'Invalid lead', errors: refusal }, 400),
    });
    const outcome = await submit({ path: 'initial-details', values: contactValues, answers: loanValues });
    expect(outcome).toMatchObject({ status: 'refused', fieldErrors: refusal, erroredPath: 'loan-details' });
  });

  it('refuses an answer the contract refuses at its field, without a request', async () => {
    const { calls, submit } = setup('v3');
    const outcome = await submit({ path: 'loan-details', values: { ...loanValues, amount: -5 } });
    expect(outcome).toMatchObject({
      status: 'refused',
      fieldErrors: [{ fieldName: 'amount', message: 'validation.invalid' }],
      erroredPath: 'loan-details',
    });
    expect(calls).toHaveLength(0);
  });

  it('answers an earlier error that is still open after a save, and clears the page it fixed', async () => {
    const open: ServerFieldError[] = [
      { fieldName: 'amount', message: 'validation.max' },
      { fieldName: 'contactDetails.email', message: 'validation.invalid' },
    ];
    const { submit } = setup('v3', { leadId: LEAD_ID });
    const outcome = await submit({ path: 'initial-details', values: contactValues, serverErrors: open });
    expect(outcome).toMatchObject({ status: 'saved', erroredPath: 'loan-details' });
    if (outcome.status === 'saved') expect(outcome.prepared.remainingErrors).toEqual([open[0]]);
  });

  it('two presses at once make one create: the second waits for the first and updates its lead', async () => {
    const { calls, start } = setup('v3');
    const press = () => start({ path: 'loan-details', values: loanValues });
    const outcomes = await actFor(() => Promise.all([press(), press()]));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['saved', 'saved']);
    expect(calls.map((call) => call.method)).toEqual(['POST', 'PUT']);
    expect(calls[1]?.body).toMatchObject({ id: LEAD_ID });
  });

  describe('after a reload cut off the answer to a create that left', () => {
    // The answers the reload cut off, given once the test is done: a request left hanging would time out a minute
    // later and log its failure into whichever test then runs.
    const cutOffAnswers: (() => void)[] = [];
    afterEach(() => {
      for (const answer of cutOffAnswers.splice(0)) answer();
    });
    const cutOff = (): FakeHandler => {
      let answer = () => {};
      const answered = new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse(leadSaved))));
      cutOffAnswers.push(() => answer());
      return () => answered;
    };

    // The first page's create left and the page moved on (docs/adr/0029); the reload lost its answer, so the page
    // after it has no lead id. The session storage (the pending key) outlives the reload; the store and client do not.
    async function createCutOff(leadPath: LeadPath) {
      const first = setup(leadPath, { handler: cutOff() });
      void first.start({ path: 'loan-details', values: loanValues, requiredPolicies: POLICIES });
      await waitFor(() => expect(first.calls).toHaveLength(1));
      return first.calls[0];
    }

    it.each(['v3', 'classic'] as const)(
      'on the %s path sends that create again with its key, then updates the lead it names',
      async (leadPath) => {
        const cutOff = await createCutOff(leadPath);
        const events: FunnelEvent[] = [];
        const stop = funnelEvents.subscribe((event) => events.push(event));
        const { calls, store, submit } = setup(leadPath);
        // This page accepts the policies: the create first sent did not, and is sent again as it was.
        const outcome = await submit({
          path: 'initial-details',
          values: contactValues,
          answers: loanValues,
          requiredPolicies: POLICIES,
        });
        stop();
        expect(outcome).toMatchObject({ status: 'saved' });
        expect(calls.map((call) => call.method)).toEqual(['POST', 'PUT']);
        // The same request: the API answers it with the lead it made, and makes no other.
        expect(calls[0]?.headers['idempotency-key']).toBe(cutOff?.headers['idempotency-key']);
        expect(calls[0]?.body).toEqual(cutOff?.body);
        expect(calls[1]?.body).toMatchObject({
          id: LEAD_ID,
          contactDetails: { email: 'maria@example.com' },
          policies: [{ id: 'privacy', accepted: true }],
        });
        expect(calls[1]?.body).not.toHaveProperty('amount');
        expect(store.getState().leadId).toBe(LEAD_ID);
        // The Lead event the page never announced, with the id the API was given.
        const sent = z.object({ pixelParameters: z.object({ eventId: z.string() }) }).parse(cutOff?.body);
        expect(events).toMatchObject([{ name: 'lead_created', eventId: sent.pixelParameters.eventId }]);
      },
    );

    it('sends nothing more once the lead is made: the next create is a new one', async () => {
      await createCutOff('v3');
      const resumed = setup('v3');
      await resumed.submit({ path: 'initial-details', values: contactValues, answers: loanValues });
      const afresh = setup('v3');
      await afresh.submit({ path: 'initial-details', values: contactValues, answers: loanValues });
      expect(afresh.calls.map((call) => call.method)).toEqual(['POST']);
      expect(afresh.calls[0]?.headers['idempotency-key']).not.toBe(
        resumed.calls[0]?.headers['idempotency-key'],
      );
    });

    it('sends the same create again at the next press after the one sent again failed', async () => {
      captureLogs();
      const cutOff = await createCutOff('v3');
      let answer: FakeHandler = () => jsonResponse({ message: 'down' }, 503);
      const { calls, submit } = setup('v3', { handler: (call) => answer(call) });
      const press = () =>
        submit({
          path: 'initial-details',
          values: contactValues,
          // The answers kept at the first press hold this page's too.
          answers: { ...loanValues, ...contactValues },
          requiredPolicies: POLICIES,
        });
      expect(await press()).toMatchObject({ status: 'failed' });
      answer = saved;
      expect(await press()).toMatchObject({ status: 'saved' });
      const creates = calls.filter((call) => call.method === 'POST');
      expect(creates.length).toBeGreaterThan(1);
      for (const create of creates) {
        expect(create.headers['idempotency-key']).toBe(cutOff?.headers['idempotency-key']);
        expect(create.body).toEqual(cutOff?.body);
      }
      expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { id: LEAD_ID } });
    });

    it('sends the create again as first sent whatever policies this page has loaded', async () => {
      // Where the policies are on the first page (es), the create carried them; after the reload this page's list
      // may still be loading (none).
      const first = setup('v3', { handler: cutOff() });
      void first.start({
        path: 'loan-details',
        values: loanValues,
        answers: { generalPolicies: true },
        requiredPolicies: POLICIES,
      });
      await waitFor(() => expect(first.calls).toHaveLength(1));
      expect(first.calls[0]?.body).toMatchObject({ policies: [{ id: 'privacy', accepted: true }] });
      const { calls, submit } = setup('v3');
      await submit({
        path: 'initial-details',
        values: contactValues,
        answers: loanValues,
        requiredPolicies: [],
      });
      expect(calls.map((call) => call.method)).toEqual(['POST', 'PUT']);
      expect(calls[0]?.headers['idempotency-key']).toBe(first.calls[0]?.headers['idempotency-key']);
      expect(calls[0]?.body).toEqual(first.calls[0]?.body);
    });

    it('sends nothing again when the create rebuilt is not the one pending, and the page makes its own', async () => {
      const cutOff = await createCutOff('v3');
      const { calls, submit } = setup('v3');
      // The loan changed since (the applicant went back): this is no longer the create the API may have made.
      await submit({
        path: 'initial-details',
        values: contactValues,
        answers: { ...loanValues, amount: 9000 },
      });
      expect(calls.map((call) => call.method)).toEqual(['POST']);
      expect(calls[0]?.body).toMatchObject({ formPath: 'initial-details', amount: 9000 });
      expect(calls[0]?.headers['idempotency-key']).not.toBe(cutOff?.headers['idempotency-key']);
    });

    it('takes the applicant back to type an identifier the browser did not keep, keeping this page', async () => {
      const personal = {
        'personalDetails.firstName': 'Ana',
        'personalDetails.lastName': 'García',
        'personalDetails.gender': 'female',
        'personalDetails.dateOfBirth': '1990-05-14',
      };
      const first = setup('classic', { handler: cutOff() });
      void first.start({
        path: 'personal-details',
        values: { ...personal, 'personalDetails.personalCode': 'GAHA900514MDFRRN05' },
        answers: loanValues,
      });
      await waitFor(() => expect(first.calls).toHaveLength(1));
      const address = { 'contactDetails.postalCode': '06700' };
      const { calls, submit, kept } = setup('classic', { retype: ['personalCode'] });
      const outcome = await submit({
        path: 'address-information',
        values: address,
        answers: { ...loanValues, ...personal },
      });
      expect(calls).toHaveLength(0);
      expect(outcome).toMatchObject({
        status: 'refused',
        erroredPath: 'personal-details',
        fieldErrors: [{ fieldName: 'personalDetails.personalCode' }],
      });
      expect(kept).toEqual([{ ...loanValues, ...personal, ...address }]);
      if (outcome.status === 'refused') expect(outcome.prepared.answers).toMatchObject(address);
    });

    it('keeps this page when the create sent again is refused, and says which page owns the field', async () => {
      captureLogs();
      await createCutOff('v3');
      const refusal: ServerFieldError[] = [{ fieldName: 'amount', message: 'validation.max' }];
      const { submit } = setup('v3', {
        handler: () => jsonResponse({ message: 'Invalid lead', errors: refusal }, 400),
      });
      const outcome = await submit({ path: 'initial-details', values: contactValues, answers: loanValues });
      expect(outcome).toMatchObject({ status: 'refused', fieldErrors: refusal, erroredPath: 'loan-details' });
      if (outcome.status === 'refused') expect(outcome.prepared.answers).toMatchObject(contactValues);
    });

    it('keeps the page typed and says so when the create sent again fails', async () => {
      captureLogs();
      await createCutOff('v3');
      const { calls, submit, kept } = setup('v3', { handler: () => jsonResponse({ message: 'down' }, 503) });
      const outcome = await submit({ path: 'initial-details', values: contactValues, answers: loanValues });
      expect(kept).toEqual([{ ...loanValues, ...contactValues }]);
      expect(outcome).toMatchObject({ status: 'failed', error: { status: 503 } });
      expect(calls.every((call) => call.method === 'POST' && call.body !== null)).toBe(true);
      expect(calls[0]?.body).toMatchObject({ formPath: 'loan-details' });
    });
  });
});
