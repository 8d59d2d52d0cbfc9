import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { fakeScriptLoader } from '../testing/fake-script-loader.ts';
import { TTQ_METHODS, createTiktokPixel, installTtqStub, type TiktokPixelHost } from './tiktok-pixel.ts';

const config = { id: 'C0ABCDEF1234567', scriptUrl: 'https://analytics.vendor.test/i18n/pixel/events.js' };
const hashes = { email: 'e'.repeat(64), phone: 'p'.repeat(64), externalId: 'x'.repeat(64) };

function setUp() {
  const win: TiktokPixelHost = {};
  const scripts = fakeScriptLoader();
  const pixel = createTiktokPixel({ config, win, load: scripts.load });
  // The stub queues arrays; its own properties (methods, _i ...) are not entries.
  const queued = () => [...(win.ttq ?? [])];
  return { win, scripts, pixel, queued };
}

describe('the ttq stub', () => {
  it("is the vendor's base code: a queue with the vendor's methods, found through TiktokAnalyticsObject", () => {
    const host: TiktokPixelHost = {};
    const ttq = installTtqStub(host, config.scriptUrl, () => {});
    expect(host.ttq).toBe(ttq);
    expect(host.TiktokAnalyticsObject).toBe('ttq');
    expect(ttq.methods).toEqual(TTQ_METHODS);
    for (const method of TTQ_METHODS) expect(ttq[method]).toBeTypeOf('function');
    ttq.page();
    ttq.track('ViewContent', { value: 1 });
    expect([...ttq]).toEqual([['page'], ['track', 'ViewContent', { value: 1 }]]);
  });

  it("load(id) records the pixel as the vendor's does and asks for the SDK with its id", () => {
    vi.useFakeTimers({ now: 1_764_032_115_000, toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const loadSdk = vi.fn();
    const ttq = installTtqStub({}, config.scriptUrl, loadSdk);
    ttq.load(config.id);
    expect(loadSdk).toHaveBeenCalledWith(`${config.scriptUrl}?sdkid=${config.id}&lib=ttq`);
    expect(ttq._i[config.id]).toHaveLength(0);
    expect(ttq._i[config.id]?._u).toBe(config.scriptUrl);
    expect(ttq._t[config.id]).toBe(1_764_032_115_000);
    expect(ttq._o[config.id]).toEqual({});
  });

  it('instance(id) queues on that pixel only', () => {
    const ttq = installTtqStub({}, config.scriptUrl, () => {});
    ttq.load(config.id);
    const instance = ttq.instance(config.id) as unknown[] & { track: (...args: unknown[]) => void }; // deferred methods
    instance.track('Lead');
    expect([...instance]).toEqual([['track', 'Lead']]);
    expect([...ttq]).toEqual([]);
  });

  it('keeps a ttq that is already on the window', () => {
    const existing = installTtqStub({}, config.scriptUrl, () => {});
    expect(installTtqStub({ ttq: existing }, config.scriptUrl, () => {})).toBe(existing);
  });
});

describe('createTiktokPixel', () => {
  it('loads the SDK from the configured URL with its id', () => {
    const { scripts } = setUp();
    expect(scripts.urls()).toEqual([`${config.scriptUrl}?sdkid=${config.id}&lib=ttq`]);
  });

  it.each([
    [
      'every hash',
      hashes,
      { email: hashes.email, phone_number: hashes.phone, external_id: hashes.externalId },
    ],
    [
      'the external id alone',
      { email: '', phone: '', externalId: hashes.externalId },
      { external_id: hashes.externalId },
    ],
  ])('identifies with %s', (_, identity, data) => {
    const { pixel, queued } = setUp();
    pixel.identify(identity);
    expect(queued()).toEqual([['identify', data]]);
  });

  it('does not identify with nothing', () => {
    const { pixel, queued } = setUp();
    pixel.identify({ email: '', phone: '', externalId: '' });
    expect(queued()).toEqual([]);
  });

  it('sends standard and custom events with their event id', () => {
    const { pixel, queued } = setUp();
    pixel.track('CompleteRegistration', { eventId: 'event-1' });
    pixel.trackCustom('Rejected', { eventId: 'event-2' });
    expect(queued()).toEqual([
      ['track', 'CompleteRegistration', {}, { event_id: 'event-1' }],
      ['track', 'Rejected', {}, { event_id: 'event-2' }],
    ]);
  });

  it.each(['', '  '])('warns, word for word, and sends nothing for the event name %j', (name) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { pixel, queued } = setUp();
    pixel.track(name, { eventId: 'event-1' });
    pixel.trackCustom(name, { eventId: 'event-2' });
    expect(warn.mock.calls).toEqual([
      ['TikTok Pixel event name is required.'],
      ['TikTok Pixel event name is required.'],
    ]);
    expect(queued()).toEqual([]);
  });

  it('logs a call that throws, and goes on', () => {
    const logs = captureLogs();
    const { win, pixel } = setUp();
    installTtqStub(win, config.scriptUrl, () => {}).track = () => {
      throw new Error('sdk broke');
    };
    expect(() => pixel.track('Lead', { eventId: 'event-1' })).not.toThrow();
    expect(logs.map(({ message, details }) => [message, JSON.parse(details)])).toEqual([
      ['Failed to send pixel event', { pixel: 'tiktok', event: 'Lead', reason: 'sdk broke' }],
    ]);
  });

  it('logs the events that waited for an SDK that failed to load, and each one after', async () => {
    const logs = captureLogs();
    const { scripts, pixel } = setUp();
    pixel.identify(hashes);
    await scripts.failAll('blocked');
    pixel.track('CompleteRegistration', { eventId: 'event-1' });
    expect(logs.map(({ message, details }) => [message, JSON.parse(details)])).toEqual([
      ['Failed to load pixel script', { pixel: 'tiktok', reason: 'blocked' }],
      ['Failed to send pixel event', { pixel: 'tiktok', event: 'identify', reason: 'blocked' }],
      [
        'Failed to send pixel event',
        { pixel: 'tiktok', event: 'CompleteRegistration', reason: 'script not loaded' },
      ],
    ]);
  });

  it('logs a loader that throws as a failed load', async () => {
    const logs = captureLogs();
    createTiktokPixel({
      config,
      win: {},
      load: () => {
        throw new TypeError('Script URL not configured for trackers');
      },
    });
    await vi.waitFor(() => expect(logs).toHaveLength(1));
    expect(logs[0]).toMatchObject({ level: 'warn', message: 'Failed to load pixel script' });
  });
});
