import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { LEGACY_CLICK_ID_EXPIRY_MS, adClickUrlCounts, settleAdClick, toGoogleClick } from './ad-click.ts';
import { DAY, T0, at } from './test-support.ts';

const entry = (value: unknown) => ({ local: { gclid: JSON.stringify(value) } });

describe('spec 4: ad-click URL parameters count only if one of gclid, wbraid or gbraid is present and gclsrc is absent or contains aw', () => {
  it.each([
    [{ gclid: 'g' }, true],
    [{ wbraid: 'w' }, true],
    [{ gbraid: 'b' }, true],
    [{ gclid: 'g', gclsrc: 'aw.ds' }, true],
    [{ gclid: 'g', gclsrc: 'aw' }, true],
    [{ gclid: 'g', gclsrc: 'ds' }, false],
    [{ gclid: 'g', gclsrc: 'AW.DS' }, false],
    [{ gclsrc: 'aw.ds' }, false],
    [{}, false],
  ])('%j -> %s', (url, counts) => {
    expect(adClickUrlCounts(url)).toBe(counts);
  });
});

describe('spec 4: URL values override stored ones', () => {
  it('replaces the stored entry with the URL values and a set-at of now', () => {
    const { storage, local } = memorySafeStorage(entry({ gclid: 'old', setAt: at(-DAY) }));
    const result = settleAdClick({ storage, url: { gbraid: 'B', gclsrc: 'aw.ds' }, now: T0 });
    expect(result.outcome).toBe('url-override');
    expect(JSON.parse(local.getItem('gclid') ?? '{}')).toEqual({
      gclsrc: 'aw.ds',
      gbraid: 'B',
      setAt: T0.toISOString(),
      expiryDate: T0.getTime() + LEGACY_CLICK_ID_EXPIRY_MS,
    });
  });

  it('URL values that do not count leave the stored entry alone', () => {
    const { storage } = memorySafeStorage(entry({ gclid: 'old', setAt: at(-DAY) }));
    const result = settleAdClick({ storage, url: { gclid: 'new', gclsrc: 'ds' }, now: T0 });
    expect(result).toMatchObject({ outcome: 'kept', adClick: { gclid: 'old' } });
  });
});

describe('spec 4 and 9: expired ad-click entries are deleted (legacy click-id expiry 90 days)', () => {
  it.each([
    ['set 89 days ago', { gclid: 'g', setAt: at(-89 * DAY) }, 'kept'],
    ['set exactly 90 days ago', { gclid: 'g', setAt: at(-90 * DAY) }, 'deleted'],
    ['set 91 days ago', { gclid: 'g', setAt: at(-91 * DAY) }, 'deleted'],
    ['legacy expiryDate in the future', { value: 'g', expiryDate: T0.getTime() + 1 }, 'kept'],
    ['legacy expiryDate now', { value: 'g', expiryDate: T0.getTime() }, 'deleted'],
    ['no date at all', { gclid: 'g' }, 'deleted'],
    ['no click id', { gclsrc: 'aw', setAt: T0 }, 'deleted'],
    ['not an object', 'garbage', 'deleted'],
  ])('%s -> %s', (_name, value, outcome) => {
    const { storage, local } = memorySafeStorage(entry(value));
    const result = settleAdClick({ storage, url: {}, now: T0 });
    expect(result.outcome).toBe(outcome);
    expect(local.entries.has('gclid')).toBe(outcome === 'kept');
  });

  it('nothing stored stays nothing', () => {
    const { storage, local } = memorySafeStorage();
    expect(settleAdClick({ storage, url: {}, now: T0 })).toEqual({ adClick: undefined, outcome: 'none' });
    expect(local.entries.size).toBe(0);
  });
});

describe('spec 4: an old entry with a value field but no gclid gets gclid filled from value', () => {
  it.each([
    ['value only', { value: 'V', expiryDate: T0.getTime() + DAY }, 'V'],
    ['value and gclid: gclid wins', { value: 'V', gclid: 'G', expiryDate: T0.getTime() + DAY }, 'G'],
  ])('%s', (_name, value, gclid) => {
    const { storage, local } = memorySafeStorage(entry(value));
    const result = settleAdClick({ storage, url: {}, now: T0 });
    expect(result.adClick?.gclid).toBe(gclid);
    const rewritten = JSON.parse(local.getItem('gclid') ?? '{}');
    expect(rewritten.gclid).toBe(gclid);
    expect(rewritten).not.toHaveProperty('value');
    // A legacy entry was set 90 days before it expires.
    expect(rewritten.setAt).toBe(new Date(T0.getTime() + DAY - LEGACY_CLICK_ID_EXPIRY_MS).toISOString());
  });
});

describe('spec 3: ad-click ids are stored as gclidAt in the lead (googleClick)', () => {
  it.each([
    ['no entry', undefined, {}],
    [
      'full entry',
      { gclid: 'G', gclsrc: 'aw', gbraid: 'B', wbraid: 'W', setAt: T0, expiryDate: 1 },
      { gclid: 'G', gclidAt: '2026-05-01T12:00:00.000Z', gbraid: 'B', wbraid: 'W' },
    ],
    [
      'wbraid only',
      { wbraid: 'W', setAt: T0, expiryDate: 1 },
      { gclidAt: '2026-05-01T12:00:00.000Z', wbraid: 'W' },
    ],
  ])('%s', (_name, adClick, googleClick) => {
    expect(toGoogleClick(adClick)).toEqual(googleClick);
  });
});
