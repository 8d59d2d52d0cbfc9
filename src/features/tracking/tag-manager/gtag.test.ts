import { describe, expect, it, vi } from 'vitest';
import { asArray, isArguments } from '../testing/fake-script-loader.ts';
import { pushEvent } from './data-layer.ts';
import { gtagCommand, trackConversion } from './gtag.ts';

const silenceWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('pushEvent', () => {
  it('pushes the message onto the dataLayer', () => {
    const win: { dataLayer: unknown[] } = { dataLayer: [] };
    expect(pushEvent(win, { event: 'lead' })).toBe(true);
    expect(win.dataLayer).toEqual([{ event: 'lead' }]);
  });

  it.each([
    ['no dataLayer', {}],
    ['a dataLayer that is not an array', { dataLayer: { push: () => 0 } }],
    ['a null dataLayer', { dataLayer: null }],
  ])('warns, word for word, with %s', (_, win) => {
    const warn = silenceWarnings();
    expect(pushEvent(win, { event: 'lead' })).toBe(false);
    expect(warn.mock.calls).toEqual([['dataLayer is not available on window.']]);
  });
});

describe('gtagCommand', () => {
  it("pushes an Arguments object, as gtag.js's own function does", () => {
    const win: { dataLayer: unknown[] } = { dataLayer: [] };
    gtagCommand(win, 'consent', 'update', { ad_storage: 'granted' });
    expect(win.dataLayer).toHaveLength(1);
    expect(isArguments(win.dataLayer[0])).toBe(true);
    expect(Array.isArray(win.dataLayer[0])).toBe(false);
    expect(asArray(win.dataLayer[0])).toEqual(['consent', 'update', { ad_storage: 'granted' }]);
  });

  it('warns, word for word, without a dataLayer', () => {
    const warn = silenceWarnings();
    expect(gtagCommand({}, 'event', 'conversion')).toBe(false);
    expect(warn.mock.calls).toEqual([['dataLayer is not available on window.']]);
  });
});

describe('trackConversion', () => {
  it.each([
    [{ send_to: 'AW-123/abc' }, { send_to: 'AW-123/abc' }],
    [
      { send_to: 'AW-123/abc', value: 0, currency: 'MXN', transaction_id: 'lead-1' },
      { send_to: 'AW-123/abc', value: 0, currency: 'MXN', transaction_id: 'lead-1' },
    ],
    [
      { send_to: 'AW-123/abc', value: undefined, currency: '', transaction_id: undefined },
      { send_to: 'AW-123/abc' },
    ],
  ])('sends gtag event conversion with %j', (conversion, params) => {
    const win: { dataLayer: unknown[] } = { dataLayer: [] };
    expect(trackConversion(win, conversion)).toBe(true);
    expect(isArguments(win.dataLayer[0])).toBe(true);
    expect(asArray(win.dataLayer[0])).toEqual(['event', 'conversion', params]);
  });

  it.each(['', '   '])('warns, word for word, and sends nothing for send_to %j', (sendTo) => {
    const warn = silenceWarnings();
    const win: { dataLayer: unknown[] } = { dataLayer: [] };
    expect(trackConversion(win, { send_to: sendTo, value: 1 })).toBe(false);
    expect(warn.mock.calls).toEqual([['Missing send_to parameter for conversion event.']]);
    expect(win.dataLayer).toEqual([]);
  });

  it('warns about the dataLayer when there is none', () => {
    const warn = silenceWarnings();
    expect(trackConversion({}, { send_to: 'AW-123/abc' })).toBe(false);
    expect(warn.mock.calls).toEqual([['dataLayer is not available on window.']]);
  });
});
