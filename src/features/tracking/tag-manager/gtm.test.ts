import fc from 'fast-check';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeScriptLoader } from '../testing/fake-script-loader.ts';
import { startTagManager, tagManagerScriptUrl } from './gtm.ts';

const scriptUrl = 'https://tags.vendor.test/gtm.js';
const silenceWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('startTagManager', () => {
  it.each([
    '',
    'GTM-',
    'gtm-ABC123',
    'GTM-abc123',
    'GT-ABC123',
    'UA-12345-1',
    ' GTM-ABC123',
    'GTM-ABC 123',
    'GTM-ABC123\n',
  ])('warns, word for word, and loads nothing for the id %j', async (id) => {
    const warn = silenceWarnings();
    const scripts = fakeScriptLoader();
    const win = {};
    expect(await startTagManager({ id, scriptUrl }, win, { load: scripts.load })).toBe(false);
    expect(warn.mock.calls).toEqual([['Invalid or missing Google Tag Manager ID.']]);
    expect(scripts.load).not.toHaveBeenCalled();
    expect(win).toEqual({});
  });

  it('pushes gtm.start and gtm.js after what is on the dataLayer already, then loads the container', async () => {
    vi.useFakeTimers({ now: 1_764_032_115_000, toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const scripts = fakeScriptLoader();
    const consentDefaults = { consent: 'default' };
    const win = { dataLayer: [consentDefaults] };
    const started = startTagManager({ id: 'GTM-ABC123', scriptUrl }, win, { load: scripts.load });
    expect(win.dataLayer).toEqual([consentDefaults, { 'gtm.start': 1_764_032_115_000, event: 'gtm.js' }]);
    expect(scripts.urls()).toEqual([`${scriptUrl}?id=GTM-ABC123`]);
    await scripts.loadAll();
    expect(await started).toBe(true);
  });

  it('creates the dataLayer, under another name when asked, and tells the container its name', async () => {
    const scripts = fakeScriptLoader();
    const win: Record<string, unknown> = {};
    void startTagManager({ id: 'GTM-XYZ9', scriptUrl }, win, {
      dataLayerName: 'appLayer',
      load: scripts.load,
    });
    expect(win.appLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(win.dataLayer).toBeUndefined();
    expect(scripts.urls()).toEqual([`${scriptUrl}?id=GTM-XYZ9&l=appLayer`]);
  });

  it('warns, word for word, when the container fails to load', async () => {
    const warn = silenceWarnings();
    const scripts = fakeScriptLoader();
    const started = startTagManager({ id: 'GTM-ABC123', scriptUrl }, {}, { load: scripts.load });
    await scripts.failAll();
    expect(await started).toBe(false);
    expect(warn.mock.calls).toEqual([['Failed to initialize Google Tag Manager']]);
  });

  it('accepts exactly GTM- followed by capital letters and digits', async () => {
    silenceWarnings();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.stringMatching(/^GTM-[A-Z0-9]+$/), fc.string()), async (id) => {
        const load = vi.fn(() => Promise.resolve());
        const started = await startTagManager({ id, scriptUrl }, {}, { load });
        const valid = /^GTM-[A-Z0-9]+$/.test(id);
        expect(started).toBe(valid);
        expect(load).toHaveBeenCalledTimes(valid ? 1 : 0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('tagManagerScriptUrl', () => {
  it.each([
    ['GTM-ABC123', undefined, `${scriptUrl}?id=GTM-ABC123`],
    ['GTM-ABC123', 'dataLayer', `${scriptUrl}?id=GTM-ABC123`],
    ['GTM-ABC123', 'layer two', `${scriptUrl}?id=GTM-ABC123&l=layer%20two`],
  ])('%s with %s', (id, name, expected) => {
    expect(tagManagerScriptUrl(scriptUrl, id, name)).toBe(expected);
  });
});
