import { act, renderHook, waitFor } from '@testing-library/react';
import { actFor } from '#test/act-for.ts';
import { jsonResponse } from '#shared/api/testing/fake-fetch.ts';
import {
  fakeClient,
  LEAD_ID,
  leadSaved,
  statusChecking,
  statusRejected,
} from '#shared/api/testing/fixtures.ts';
import { hookWrapper } from '#shared/api/testing/hook-wrapper.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { useCreateLeadV2 } from './create-lead-v2.ts';
import { useLeadStatus } from '#shared/api/operations/lead-status.ts';

const lead = { amount: 10_000, period: 12 };

describe('useLeadStatus (a query hook)', () => {
  it('polls while the lender is checking and stops at the decision', async () => {
    const answers = [{ ...statusChecking, retryAfterMs: 0 }, statusRejected];
    const { client, calls } = fakeClient(() => jsonResponse(answers[Math.min(calls.length - 1, 1)]));

    const { result } = renderHook(() => useLeadStatus(LEAD_ID), { wrapper: hookWrapper(client) });

    await waitFor(() => expect(result.current.data?.status).toBe('checking'));
    await waitFor(() => expect(result.current.data?.status).toBe('rejected'));
    expect(calls.map((call) => call.url)).toEqual([
      `https://api.test/base/lead/status/${LEAD_ID}`,
      `https://api.test/base/lead/status/${LEAD_ID}`,
    ]);
  });

  it('exposes the ApiError and does not retry a 404', async () => {
    captureLogs();
    const { client, calls } = fakeClient(() =>
      jsonResponse({ errors: [{ fieldName: '', message: 'Unknown lead' }] }, 404, 'Not Found'),
    );

    const { result } = renderHook(() => useLeadStatus(LEAD_ID), { wrapper: hookWrapper(client) });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 404, kind: 'http', serverMessage: 'Unknown lead' });
    expect(calls).toHaveLength(1);
  });

  it('retries a 5xx and succeeds', async () => {
    captureLogs();
    const { client, calls } = fakeClient(() =>
      calls.length === 1 ? jsonResponse({}, 502, 'Bad Gateway') : jsonResponse(statusRejected),
    );

    const { result } = renderHook(() => useLeadStatus(LEAD_ID), { wrapper: hookWrapper(client) });

    await waitFor(() => expect(result.current.data?.status).toBe('rejected'));
    expect(calls).toHaveLength(2);
  });

  it('asks nothing before there is a lead id', async () => {
    const { client, calls } = fakeClient(() => jsonResponse(statusRejected));

    const { result } = renderHook(() => useLeadStatus(undefined), { wrapper: hookWrapper(client) });

    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);
  });
});

describe('useCreateLeadV2 (a mutation hook)', () => {
  it('retries a failed create with the same Idempotency-Key, and a new create gets a new key', async () => {
    captureLogs();
    const { client, calls } = fakeClient(() =>
      calls.length === 1 ? jsonResponse({}, 503, 'Service Unavailable') : jsonResponse(leadSaved),
    );
    const { result } = renderHook(() => useCreateLeadV2(), { wrapper: hookWrapper(client) });

    await act(() => result.current.mutateAsync({ body: lead }));
    await act(() => result.current.mutateAsync({ body: lead }));

    const keys = calls.map((call) => call.headers['idempotency-key']);
    expect(calls.map((call) => call.url)).toEqual(Array(3).fill('https://api.test/base/v2/lead'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    // The hook's state settles after the promise: wait for it rather than read it in the same tick.
    const { credential, ...saved } = leadSaved;
    await waitFor(() => expect(result.current.data).toEqual(saved));
    expect(client.credential.read()).toBe(credential);
  });

  it('a create refused with a 4xx made no lead: the next press is a new create, and nothing is left pending', async () => {
    captureLogs();
    const { client, calls } = fakeClient(() =>
      jsonResponse({ errors: [{ fieldName: 'amount', message: 'Too high' }] }, 400, 'Bad Request'),
    );
    const { result } = renderHook(() => useCreateLeadV2(), { wrapper: hookWrapper(client) });

    for (const body of [lead, lead]) {
      await act(() => result.current.mutateAsync({ body, sentFrom: 'loan-details' }).catch(() => undefined));
    }

    const keys = calls.map((call) => call.headers['idempotency-key']);
    expect(calls).toHaveLength(2); // a 400 is not retried by itself
    expect(keys[1]).not.toBe(keys[0]);
    // No page sends a refused create again after a reload (use-submit-lead.ts).
    expect(window.sessionStorage.getItem('pendingLeadCreate')).toBeNull();
    await waitFor(() =>
      expect(result.current.error).toMatchObject({
        status: 400,
        fieldErrors: [{ fieldName: 'amount', message: 'Too high' }],
      }),
    );
  });

  it('a create whose answer never came keeps its key and its page for the next send', async () => {
    captureLogs();
    const { client, calls } = fakeClient(() => jsonResponse({}, 503, 'Service Unavailable'));
    const { result } = renderHook(() => useCreateLeadV2(), { wrapper: hookWrapper(client) });

    await act(() =>
      result.current.mutateAsync({ body: lead, sentFrom: 'loan-details' }).catch(() => undefined),
    );
    await act(() => result.current.mutateAsync({ body: lead }).catch(() => undefined));

    const keys = new Set(calls.map((call) => call.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect(JSON.parse(window.sessionStorage.getItem('pendingLeadCreate') ?? '{}')).toMatchObject({
      sentFrom: 'loan-details',
    });
  });

  it('a create answered with a 429 stays pending: the API may have made the lead before its limit', async () => {
    captureLogs();
    const { client } = fakeClient(() => jsonResponse({ message: 'Too many', retryAfterSeconds: 30 }, 429));
    const { result } = renderHook(() => useCreateLeadV2(), { wrapper: hookWrapper(client) });

    await act(() =>
      result.current.mutateAsync({ body: lead, sentFrom: 'loan-details' }).catch(() => undefined),
    );

    expect(JSON.parse(window.sessionStorage.getItem('pendingLeadCreate') ?? '{}')).toMatchObject({
      sentFrom: 'loan-details',
    });
  });

  it('sends a create again only if it is the one pending', async () => {
    const { client, calls } = fakeClient(() => jsonResponse(leadSaved));
    const { result } = renderHook(() => useCreateLeadV2(), { wrapper: hookWrapper(client) });

    const nothingPending = await actFor(() => result.current.mutateAsync({ body: lead, resumes: true }));

    expect(nothingPending).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
