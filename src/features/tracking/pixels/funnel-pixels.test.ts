import fc from 'fast-check';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { funnelEvents, type FunnelEvent, type FunnelEventListener } from '#features/funnel/funnel-events.ts';
import { asArray, fakeScriptLoader } from '../testing/fake-script-loader.ts';
import { connectPixels, type ConnectPixelsOptions } from './funnel-pixels.ts';
import { createMetaPixel, type MetaPixelHost } from './meta-pixel.ts';
import type { PixelAdapter, PixelName } from './pixel-adapter.ts';
import { createTiktokPixel, type TiktokPixelHost } from './tiktok-pixel.ts';

// Computed once with `printf '%s' <input> | sha256sum`.
const SESSION_ID = '7d3f1c2e-1111-4a2b-9c3d-0123456789ab';
const SESSION_HASH = 'bc6fd40f7e9d0293278bab0460f4b211488d174eca37e782955105fb34af92e5';
const EMAIL_HASH = '608fdb0fe54b1b551bc6e364178d462917dfafc7937530d8a0107d30c7e11c69'; // applicant@example.com
const PHONE_HASH = '91e296c972c986bfd3469ba3cb87a2c742b990be55289589c683d5ef0c0bc1c3'; // +525512345678
const HEX64 = /^[0-9a-f]{64}$/;
/** The id the submission puts on the lead and on its lead_created event. */
const EVENT_ID = 'e'.repeat(64);
const identity = { sessionId: SESSION_ID, country: 'mx' };
const contact = { email: ' Applicant@Example.com ', phoneNumber: '5512345678' };

type Call = [method: 'identify' | 'track' | 'trackCustom', ...args: unknown[]];

/** A pixel that records what it is asked to do. */
function fakePixel(pixel: PixelName) {
  const calls: Call[] = [];
  const adapter: PixelAdapter = {
    pixel,
    identify: (hashes) => void calls.push(['identify', hashes]),
    track: (event, options) => void calls.push(['track', event, options]),
    trackCustom: (event, options) => void calls.push(['trackCustom', event, options]),
  };
  return { adapter, calls };
}

/** A private event source, so that each test hears only what it emits. */
function eventSource() {
  const listeners = new Set<FunnelEventListener>();
  return {
    subscribe: vi.fn((listener: FunnelEventListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    }),
    emit: (event: FunnelEvent) => listeners.forEach((listener) => listener(event)),
  };
}

function connect(options: Partial<ConnectPixelsOptions> = {}) {
  const meta = fakePixel('meta');
  const tiktok = fakePixel('tiktok');
  const events = eventSource();
  const stop = connectPixels({
    pixels: { meta: meta.adapter, tiktok: tiktok.adapter },
    identity,
    events,
    ...options,
  });
  onTestFinished(stop);
  const settle = () => stop.settled();
  return { meta, tiktok, events, stop, settle };
}

const tracked = (calls: Call[]) => calls.filter(([method]) => method !== 'identify');

describe('connectPixels', () => {
  it('identifies every pixel by the hashed session id at once', async () => {
    const { meta, tiktok, settle } = connect();
    await settle();
    const expected = [['identify', { email: '', phone: '', externalId: SESSION_HASH }]];
    expect(meta.calls).toEqual(expected);
    expect(tiktok.calls).toEqual(expected);
  });

  it('on lead_created identifies with the hashed contact and sends Lead to every pixel with one event id', async () => {
    const { meta, tiktok, events, settle } = connect();
    events.emit({ name: 'lead_created', leadId: 'lead-1', eventId: EVENT_ID, contactForHashing: contact });
    await settle();
    for (const { calls } of [meta, tiktok]) {
      expect(calls[1]).toEqual([
        'identify',
        { email: EMAIL_HASH, phone: PHONE_HASH, externalId: SESSION_HASH },
      ]);
      expect(calls[2]).toEqual(['track', 'Lead', { eventId: EVENT_ID }]);
    }
  });

  it('uses the event id the lead was sent with', async () => {
    const { meta, events, settle } = connect();
    const eventId = 'a'.repeat(64);
    events.emit({ name: 'lead_created', leadId: 'lead-1', contactForHashing: {}, eventId });
    await settle();
    expect(tracked(meta.calls)).toEqual([['track', 'Lead', { eventId }]]);
  });

  it('identifies with an empty phone hash when the phone is not valid', async () => {
    const { meta, events, settle } = connect();
    events.emit({
      name: 'lead_created',
      leadId: 'lead-1',
      eventId: EVENT_ID,
      contactForHashing: { phoneNumber: '12' },
    });
    await settle();
    expect(meta.calls[1]).toEqual(['identify', { email: '', phone: '', externalId: SESSION_HASH }]);
  });

  it('on application_completed sends CompleteRegistration to every pixel and the Ads conversion', async () => {
    const win: { dataLayer: unknown[] } = { dataLayer: [] };
    const { meta, tiktok, events, settle } = connect({ tagManager: { win, googleAdsSendTo: 'AW-123/abc' } });
    events.emit({ name: 'application_completed', leadId: 'lead-1' });
    await settle();
    expect(tracked(meta.calls)).toEqual([
      ['track', 'CompleteRegistration', { eventId: expect.stringMatching(HEX64) }],
    ]);
    expect(tracked(tiktok.calls)).toEqual(tracked(meta.calls));
    expect(win.dataLayer.map(asArray)).toEqual([
      ['event', 'conversion', { send_to: 'AW-123/abc', transaction_id: 'lead-1' }],
    ]);
  });

  it('sends no conversion when no send_to is configured, and warns about nothing', async () => {
    const warn = vi.spyOn(console, 'warn');
    const win: { dataLayer: unknown[] } = { dataLayer: [] };
    const { events, settle } = connect({ tagManager: { win } });
    events.emit({ name: 'application_completed', leadId: 'lead-1' });
    await settle();
    expect(win.dataLayer).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends Rejected to Meta only, once per lead', async () => {
    const { meta, tiktok, events, settle } = connect();
    for (const leadId of ['lead-1', 'lead-1', 'lead-2', 'lead-1'])
      events.emit({ name: 'application_rejected', leadId });
    await settle();
    expect(tracked(meta.calls)).toEqual([
      ['trackCustom', 'Rejected', { eventId: expect.stringMatching(HEX64) }],
      ['trackCustom', 'Rejected', { eventId: expect.stringMatching(HEX64) }],
    ]);
    expect(tracked(tiktok.calls)).toEqual([]);
  });

  it('sends Rejected to TikTok when there is no Meta pixel, and asks the given store which leads were sent', async () => {
    const tiktok = fakePixel('tiktok');
    const sent = new Set(['lead-0']);
    const { events, settle } = connect({ pixels: { tiktok: tiktok.adapter }, rejectedLeads: sent });
    events.emit({ name: 'application_rejected', leadId: 'lead-0' });
    events.emit({ name: 'application_rejected', leadId: 'lead-1' });
    await settle();
    expect(tracked(tiktok.calls)).toEqual([
      ['trackCustom', 'Rejected', { eventId: expect.stringMatching(HEX64) }],
    ]);
    expect([...sent]).toEqual(['lead-0', 'lead-1']);
  });

  it('keeps the order of the events while the contact is hashed', async () => {
    const { meta, events, settle } = connect();
    events.emit({ name: 'lead_created', leadId: 'lead-1', eventId: EVENT_ID, contactForHashing: contact });
    events.emit({ name: 'application_completed', leadId: 'lead-1' });
    events.emit({ name: 'application_rejected', leadId: 'lead-1' });
    await settle();
    expect(tracked(meta.calls).map(([, event]) => event)).toEqual([
      'Lead',
      'CompleteRegistration',
      'Rejected',
    ]);
  });

  it('ignores the other events and stops when unsubscribed', async () => {
    const { meta, events, stop, settle } = connect();
    events.emit({ name: 'step_viewed', state: 1, path: '/' });
    events.emit({ name: 'application_accepted', leadId: 'lead-1' });
    stop();
    events.emit({ name: 'application_completed', leadId: 'lead-1' });
    await settle();
    expect(tracked(meta.calls)).toEqual([]);
  });

  it('listens to nothing when no pixel and no conversion is configured', () => {
    const { events } = connect({ pixels: {}, tagManager: { win: {} } });
    expect(events.subscribe).not.toHaveBeenCalled();
  });

  it('logs a pixel that throws and goes on with the other pixels and the next event', async () => {
    const logs = captureLogs();
    const broken: PixelAdapter = {
      pixel: 'meta',
      identify: () => {},
      track: () => {
        throw new Error('broken');
      },
      trackCustom: () => {},
    };
    const tiktok = fakePixel('tiktok');
    const { events, settle } = connect({ pixels: { meta: broken, tiktok: tiktok.adapter } });
    events.emit({ name: 'application_completed', leadId: 'lead-1' });
    events.emit({ name: 'application_rejected', leadId: 'lead-1' });
    await settle();
    expect(logs.map(({ message, details }) => [message, JSON.parse(details)])).toEqual([
      ['Failed to send pixel event', { pixel: 'meta', event: 'CompleteRegistration', reason: 'broken' }],
    ]);
    expect(tracked(tiktok.calls).map(([, event]) => event)).toEqual(['CompleteRegistration']);
  });

  it("listens to the funnel's own events by default", async () => {
    const meta = fakePixel('meta');
    onTestFinished(connectPixels({ pixels: { meta: meta.adapter }, identity }));
    funnelEvents.emit({ name: 'application_rejected', leadId: 'lead-9' });
    await vi.waitFor(() => expect(tracked(meta.calls)).toHaveLength(1));
  });
});

describe('with the real pixels', () => {
  function connectReal() {
    const win: MetaPixelHost & TiktokPixelHost = {};
    const scripts = fakeScriptLoader();
    const events = eventSource();
    const pixels = {
      meta: createMetaPixel({
        config: { id: '1234', scriptUrl: 'https://meta.test/fbevents.js' },
        win,
        load: scripts.load,
      }),
      tiktok: createTiktokPixel({
        config: { id: 'TT1', scriptUrl: 'https://tiktok.test/events.js' },
        win,
        load: scripts.load,
      }),
    };
    const connection = connectPixels({ pixels, identity, events });
    onTestFinished(connection);
    const sent = () => JSON.stringify([...(win.fbq?.queue ?? []).map(asArray), ...(win.ttq ?? [])]);
    return { events, sent, settle: () => connection.settled() };
  }

  it('sends the known hashes to both vendors', async () => {
    const { events, sent, settle } = connectReal();
    events.emit({ name: 'lead_created', leadId: 'lead-1', eventId: EVENT_ID, contactForHashing: contact });
    await settle();
    const queues: unknown = JSON.parse(sent());
    expect(queues).toContainEqual([
      'init',
      '1234',
      { em: EMAIL_HASH, ph: PHONE_HASH, external_id: SESSION_HASH },
    ]);
    expect(queues).toContainEqual([
      'identify',
      { email: EMAIL_HASH, phone_number: PHONE_HASH, external_id: SESSION_HASH },
    ]);
  });

  it('never hands a vendor the plain email, phone or session id', async () => {
    await fc.assert(
      fc.asyncProperty(fc.emailAddress(), fc.stringMatching(/^[1-9]\d{7}$/), async (email, subscriber) => {
        const { events, sent, settle } = connectReal();
        const phoneNumber = `55${subscriber}`;
        events.emit({
          name: 'lead_created',
          leadId: 'lead-1',
          eventId: EVENT_ID,
          contactForHashing: { email: ` ${email}`, phoneNumber },
        });
        events.emit({ name: 'application_completed', leadId: 'lead-1' });
        await settle();
        expect(sent()).toContain('"CompleteRegistration"');
        const text = sent().toLowerCase();
        for (const plain of [email.toLowerCase(), phoneNumber, `+52${phoneNumber}`, SESSION_ID])
          expect(text).not.toContain(plain);
      }),
      { numRuns: 30 },
    );
  });
});
