import { describe, expect, it, vi } from 'vitest';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { asArray, fakeScriptLoader, isArguments } from '../testing/fake-script-loader.ts';
import { createMetaPixel, installFbqStub, type MetaPixelHost } from './meta-pixel.ts';

const config = { id: '1234567890', scriptUrl: 'https://connect.vendor.test/en_US/fbevents.js' };
const hashes = { email: 'e'.repeat(64), phone: 'p'.repeat(64), externalId: 'x'.repeat(64) };

function setUp() {
  const win: MetaPixelHost = {};
  const scripts = fakeScriptLoader();
  const pixel = createMetaPixel({ config, win, load: scripts.load });
  const queued = () => (win.fbq?.queue ?? []).map(asArray);
  return { win, scripts, pixel, queued };
}

describe('the fbq stub', () => {
  it("is the vendor's base code: a queue, loaded, version 2.0, push and _fbq pointing at itself", () => {
    const host: MetaPixelHost = {};
    const fbq = installFbqStub(host);
    expect(host.fbq).toBe(fbq);
    expect(host._fbq).toBe(fbq);
    expect({ queue: fbq.queue, loaded: fbq.loaded, version: fbq.version }).toEqual({
      queue: [],
      loaded: true,
      version: '2.0',
    });
    expect(fbq.push).toBe(fbq);
    fbq('track', 'PageView');
    expect(fbq.queue).toHaveLength(1);
    expect(isArguments(fbq.queue[0])).toBe(true);
    expect(asArray(fbq.queue[0])).toEqual(['track', 'PageView']);
  });

  it('hands calls to the script once it takes over (callMethod)', () => {
    const host: MetaPixelHost = {};
    const fbq = installFbqStub(host);
    const callMethod = vi.fn();
    fbq.callMethod = callMethod;
    fbq('track', 'Lead');
    expect(callMethod).toHaveBeenCalledWith('track', 'Lead');
    expect(fbq.queue).toEqual([]);
  });

  it('keeps an fbq that is already on the window', () => {
    const existing = installFbqStub({});
    const host: MetaPixelHost = { fbq: existing };
    expect(installFbqStub(host)).toBe(existing);
  });
});

describe('createMetaPixel', () => {
  it('loads the configured script once', () => {
    const { scripts } = setUp();
    expect(scripts.urls()).toEqual([config.scriptUrl]);
  });

  it.each([
    ['every hash', hashes, { em: hashes.email, ph: hashes.phone, external_id: hashes.externalId }],
    [
      'the external id alone',
      { email: '', phone: '', externalId: hashes.externalId },
      { external_id: hashes.externalId },
    ],
    ['email and phone, no session', { ...hashes, externalId: '' }, { em: hashes.email, ph: hashes.phone }],
  ])('identifies with %s under advanced matching', (_, identity, userData) => {
    const { pixel, queued } = setUp();
    pixel.identify(identity);
    expect(queued()).toEqual([['init', config.id, userData]]);
  });

  it('initialises without user data when nothing is known', () => {
    const { pixel, queued } = setUp();
    pixel.identify({ email: '', phone: '', externalId: '' });
    expect(queued()).toEqual([['init', config.id]]);
  });

  it('sends a standard event with its event id, initialising the pixel first if nobody identified', () => {
    const { pixel, queued } = setUp();
    pixel.track('Lead', { eventId: 'event-1' });
    pixel.track('CompleteRegistration', { eventId: 'event-2' });
    expect(queued()).toEqual([
      ['init', config.id],
      ['track', 'Lead', {}, { eventID: 'event-1' }],
      ['track', 'CompleteRegistration', {}, { eventID: 'event-2' }],
    ]);
  });

  it('sends a custom event to its own pixel only', () => {
    const { pixel, queued } = setUp();
    pixel.identify(hashes);
    pixel.trackCustom('Rejected', { eventId: 'event-3' });
    expect(queued()).toEqual([
      ['init', config.id, { em: hashes.email, ph: hashes.phone, external_id: hashes.externalId }],
      ['trackSingleCustom', config.id, 'Rejected', {}, { eventID: 'event-3' }],
    ]);
  });

  it('logs a call that throws, and goes on', () => {
    const logs = captureLogs();
    const { win, pixel } = setUp();
    installFbqStub(win).callMethod = () => {
      throw new Error('fbevents broke');
    };
    expect(() => pixel.track('Lead', { eventId: 'event-1' })).not.toThrow();
    expect(logs).toEqual([
      {
        level: 'warn',
        message: 'Failed to send pixel event',
        details: JSON.stringify({ pixel: 'meta', event: 'Lead', reason: 'fbevents broke' }),
      },
    ]);
  });

  it('logs the events that waited for a script that failed to load, and each one after', async () => {
    const logs = captureLogs();
    const { scripts, pixel, queued } = setUp();
    pixel.track('Lead', { eventId: 'event-1' });
    await scripts.failAll();
    pixel.trackCustom('Rejected', { eventId: 'event-2' });
    expect(logs.map(({ message, details }) => [message, JSON.parse(details)])).toEqual([
      [
        'Failed to load pixel script',
        { pixel: 'meta', reason: 'Script failed to load: https://vendor.test/sdk.js' },
      ],
      [
        'Failed to send pixel event',
        { pixel: 'meta', event: 'Lead', reason: 'Script failed to load: https://vendor.test/sdk.js' },
      ],
      ['Failed to send pixel event', { pixel: 'meta', event: 'Rejected', reason: 'script not loaded' }],
    ]);
    expect(queued().map(([method]) => method)).toEqual(['init', 'track']);
  });

  it('logs nothing once the script has loaded', async () => {
    const logs = captureLogs();
    const { scripts, pixel } = setUp();
    pixel.track('Lead', { eventId: 'event-1' });
    await scripts.loadAll();
    pixel.track('CompleteRegistration', { eventId: 'event-2' });
    expect(logs).toEqual([]);
  });
});
