import { IDEMPOTENCY_KEY_HEADER } from '#contract/lead.ts';
import { PRODUCT_FIELD } from '#shared/api/http-client.ts';
import { hangingResponse, jsonResponse, type FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient, LEAD_ID } from '#shared/api/testing/fixtures.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { funnelEvents, type FunnelEvent } from '#features/funnel/funnel-events.ts';
import {
  AFFILIATE_EVENT_RETRY_DELAYS_MS,
  AffiliateEventLog,
  attributionFromBoot,
  connectAffiliateEvents,
  type AffiliateEventAttribution,
} from './affiliate-events.ts';

const SESSION_ID = '8d0c6f4a-1b2c-4d3e-8f9a-0b1c2d3e4f5a';
const OTHER_LEAD = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const NOW = new Date('2026-05-01T10:00:00.000Z');
const attribution: AffiliateEventAttribution = {
  sessionId: SESSION_ID,
  affiliateReference: { attribute: 'partner-network', subId: 'sub-42', transactionId: 'tx-9' },
  utm: { source: 'partner-network', campaign: 'spring' },
};
const accepted = () => jsonResponse({ eventId: 'evt-1' }, 202);
const status = (code: number) => () => jsonResponse({ errors: [] }, code);

function connect(
  handler: FakeHandler,
  overrides: Partial<Parameters<typeof connectAffiliateEvents>[0]> = {},
) {
  const { client, calls } = fakeClient(handler, { timeoutMs: 50 });
  const waits: number[] = [];
  let keys = 0;
  const disconnect = connectAffiliateEvents({
    client,
    attribution,
    now: () => NOW,
    makeKey: () => `affiliate-key-${++keys}`,
    wait: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });
  onTestFinished(disconnect);
  return { calls, waits };
}

const created = (leadId = LEAD_ID): FunnelEvent => ({
  name: 'lead_created',
  leadId,
  eventId: 'e'.repeat(64),
  contactForHashing: { email: 'maria@example.com', phoneNumber: '+52 55 1234 5678' },
});
/** Lets the fire-and-forget calls (fetch, body parsing, waits) run to their end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('affiliate events', () => {
  it('posts each milestone once, with the product, the reference, the UTM values and no personal data', async () => {
    const { calls } = connect(accepted);
    funnelEvents.emit(created());
    funnelEvents.emit(created());
    funnelEvents.emit({ name: 'application_completed', leadId: LEAD_ID });
    funnelEvents.emit({ name: 'application_completed', leadId: LEAD_ID });
    await settle();
    funnelEvents.emit({ name: 'application_completed', leadId: LEAD_ID });
    await settle();

    expect(calls.map((call) => [call.method, new URL(call.url).pathname])).toEqual([
      ['POST', '/base/affiliate/event'],
      ['POST', '/base/affiliate/event'],
    ]);
    expect(calls[0]?.body).toEqual({
      [PRODUCT_FIELD]: 'prestaluz-mx',
      event: 'lead_created',
      leadId: LEAD_ID,
      sessionId: SESSION_ID,
      occurredAt: NOW.toISOString(),
      affiliateReferenceParams: { attribute: 'partner-network', subId: 'sub-42', transactionId: 'tx-9' },
      utm: { source: 'partner-network', campaign: 'spring' },
    });
    expect(JSON.stringify(calls)).not.toContain('maria');
    // A fresh key per event.
    expect(calls.map((call) => call.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()])).toEqual([
      'affiliate-key-1',
      'affiliate-key-2',
    ]);
  });

  it('sends the same milestone of another lead', async () => {
    const { calls } = connect(accepted);
    funnelEvents.emit({ name: 'application_rejected', leadId: LEAD_ID });
    funnelEvents.emit({ name: 'application_rejected', leadId: OTHER_LEAD });
    await settle();
    expect(calls.map((call) => call.body)).toMatchObject([{ leadId: LEAD_ID }, { leadId: OTHER_LEAD }]);
  });

  it.each<[string, AffiliateEventAttribution['affiliateReference']]>([
    ['no reference', undefined],
    ['an empty reference', {}],
    ['blank values only', { attribute: ' ', subId: '' }],
  ])('sends nothing with %s', async (_name, affiliateReference) => {
    const { calls } = connect(accepted, { attribution: { sessionId: SESSION_ID, affiliateReference } });
    funnelEvents.emit(created());
    funnelEvents.emit({ name: 'application_accepted', leadId: LEAD_ID });
    await settle();
    expect(calls).toHaveLength(0);
  });

  it('sends nothing for events that are not milestones, or without a lead id', async () => {
    const { calls } = connect(accepted);
    funnelEvents.emit({ name: 'step_viewed', state: 1, path: '/' });
    funnelEvents.emit({ name: 'application_completed', leadId: '' });
    await settle();
    expect(calls).toHaveLength(0);
  });

  it('reads the attribution at the milestone, and leaves out blank or over-long values', async () => {
    let current: AffiliateEventAttribution = { sessionId: SESSION_ID };
    const { calls } = connect(accepted, { attribution: () => current });
    funnelEvents.emit(created());
    current = {
      sessionId: SESSION_ID,
      affiliateReference: { transactionId: ' tx-1 ', subId: 'x'.repeat(201) },
      utm: { source: ' ', medium: 'email' },
    };
    funnelEvents.emit({ name: 'application_completed', leadId: LEAD_ID });
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      event: 'application_completed',
      affiliateReferenceParams: { transactionId: 'tx-1' },
      utm: { medium: 'email' },
    });
    expect(calls[0]?.body).not.toHaveProperty(['affiliateReferenceParams', 'subId']);
  });

  it('retries a 5xx with the same key and body, 3 attempts in all, then logs without personal data', async () => {
    const logs = captureLogs();
    const { calls, waits } = connect(status(503));
    funnelEvents.emit(created());
    await settle();

    expect(calls).toHaveLength(3);
    expect(waits).toEqual([...AFFILIATE_EVENT_RETRY_DELAYS_MS]);
    expect(new Set(calls.map((call) => call.headers['idempotency-key']))).toEqual(
      new Set(['affiliate-key-1']),
    );
    expect(new Set(calls.map((call) => JSON.stringify(call.body))).size).toBe(1);
    const warnings = logs.filter((entry) => entry.level === 'warn');
    expect(warnings).toEqual([
      { level: 'warn', message: AffiliateEventLog.failed, details: '{"event":"lead_created","status":503}' },
    ]);
  });

  it('after the retries ran out, the milestone emitted again is sent again with its first key and body', async () => {
    captureLogs();
    let answer = status(502);
    const { calls } = connect(() => answer());
    funnelEvents.emit(created());
    await settle();
    answer = accepted;
    funnelEvents.emit(created());
    await settle();
    funnelEvents.emit(created());
    await settle();
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((call) => call.headers['idempotency-key'])).size).toBe(1);
    expect(new Set(calls.map((call) => JSON.stringify(call.body))).size).toBe(1);
  });

  it('stops retrying once an attempt succeeds', async () => {
    captureLogs();
    let failures = 1;
    const { calls, waits } = connect(() => (failures-- > 0 ? status(500)() : accepted()));
    funnelEvents.emit(created());
    await settle();
    expect(calls).toHaveLength(2);
    expect(waits).toEqual([1_000]);
  });

  it.each([400, 404, 409, 422, 429])('never retries a %i, nor sends it again', async (code) => {
    const logs = captureLogs();
    const { calls, waits } = connect(status(code));
    funnelEvents.emit(created());
    await settle();
    funnelEvents.emit(created());
    await settle();
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(logs.filter((entry) => entry.level === 'warn').map((entry) => entry.message)).toEqual([
      AffiliateEventLog.failed,
    ]);
  });

  it('retries a network failure and a timeout', async () => {
    captureLogs();
    let call = 0;
    const { calls } = connect((recorded) => {
      call += 1;
      if (call === 1) return Promise.reject(new TypeError('Failed to fetch'));
      if (call === 2) return hangingResponse(recorded);
      return accepted();
    });
    funnelEvents.emit(created());
    await vi.waitFor(() => expect(calls).toHaveLength(3));
  });

  it('waits 1 s, then 2 s between attempts, and never blocks the emitter', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    captureLogs();
    const { client, calls } = fakeClient(status(500));
    onTestFinished(connectAffiliateEvents({ client, attribution }));

    funnelEvents.emit(created());
    // emit returned before any answer: the call is under way, nothing waited for it.
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(3);
  });

  it('stops retrying when disconnected during a wait', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    captureLogs();
    const { client, calls } = fakeClient(status(503));
    const disconnect = connectAffiliateEvents({ client, attribution });
    funnelEvents.emit(created());
    await vi.advanceTimersByTimeAsync(500);
    disconnect();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });

  it('sends nothing more once disconnected', async () => {
    const { client, calls } = fakeClient(accepted);
    connectAffiliateEvents({ client, attribution })();
    funnelEvents.emit(created());
    await settle();
    expect(calls).toHaveLength(0);
  });

  it.each([
    [
      'first and last touch: the last is sent',
      { firstTouch: { term: 'f' }, lastTouch: { term: 't' } },
      { term: 't' },
    ],
    ['no touch: no utm', {}, undefined],
  ])('reads the attribution from the boot (%s)', (_name, utm, sent) => {
    expect(
      attributionFromBoot({
        session: { sessionId: SESSION_ID },
        affiliateReference: { attribute: 'a' },
        utm,
      }),
    ).toEqual({ sessionId: SESSION_ID, affiliateReference: { attribute: 'a' }, utm: sent });
  });
});
