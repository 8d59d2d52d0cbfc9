import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { StorageKey } from '#shared/lib/storage/keys.ts';
import {
  bindConsentMode,
  setConsentDefaults,
  updateConsent,
  type ConsentModeWindow,
} from './consent-mode.ts';
import { CONSENT_VERSION, createConsentStore } from './consent-state.ts';

const T0 = new Date('2026-05-01T10:00:00.000Z');

const DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: 500,
};

const all = (value: 'granted' | 'denied') => ({
  ad_storage: value,
  ad_user_data: value,
  ad_personalization: value,
  analytics_storage: value,
});

/** What the tag manager will run: each entry must be an Arguments object (a gtag command), read as its values. */
function commands(win: ConsentModeWindow): unknown[][] {
  return (win.dataLayer ?? []).map((entry) => {
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    // Checked just above: an Arguments object is array-like.
    return Array.from(entry as ArrayLike<unknown>);
  });
}

describe('Consent Mode v2 defaults', () => {
  it('takes the browser window as it is typed', () => {
    expectTypeOf<Window>().toExtend<ConsentModeWindow>();
  });

  it('creates dataLayer when absent and queues gtag("consent", "default", all denied but functional and security)', () => {
    const win: ConsentModeWindow = {};
    setConsentDefaults(win);
    expect(commands(win)).toEqual([['consent', 'default', DEFAULTS]]);
  });

  it('adds to a dataLayer that already exists, after what it holds', () => {
    const earlier = { event: 'gtm.js' };
    const win: ConsentModeWindow = { dataLayer: [earlier] };
    setConsentDefaults(win);
    expect(win.dataLayer?.[0]).toBe(earlier);
    expect(win.dataLayer).toHaveLength(2);
    expect(commands({ dataLayer: win.dataLayer?.slice(1) })).toEqual([['consent', 'default', DEFAULTS]]);
  });

  it('is not an array: the tag manager ignores arrays pushed as gtag commands', () => {
    const win: ConsentModeWindow = {};
    setConsentDefaults(win);
    expect(Array.isArray(win.dataLayer?.[0])).toBe(false);
  });
});

describe('Consent Mode v2 updates', () => {
  it.each(['granted', 'denied'] as const)('%s sets the four ad and analytics storages to %s', (answer) => {
    const win: ConsentModeWindow = {};
    setConsentDefaults(win);
    updateConsent(win, answer);
    expect(commands(win)).toEqual([
      ['consent', 'default', DEFAULTS],
      ['consent', 'update', all(answer)],
    ]);
  });
});

describe('bindConsentMode follows the consent store', () => {
  it('pending: the defaults only; then each answer, and nothing for reopening the banner', () => {
    const { storage } = memorySafeStorage();
    const store = createConsentStore({ storage, now: () => T0 });
    const win: ConsentModeWindow = {};
    const unbind = bindConsentMode(store, win);
    expect(commands(win)).toEqual([['consent', 'default', DEFAULTS]]);
    store.getState().grant();
    store.getState().reopen();
    store.getState().deny();
    expect(commands(win)).toEqual([
      ['consent', 'default', DEFAULTS],
      ['consent', 'update', all('granted')],
      ['consent', 'update', all('denied')],
    ]);
    unbind();
    store.getState().reopen();
    store.getState().grant();
    expect(win.dataLayer).toHaveLength(3);
  });

  it('a stored answer is queued right after the defaults, before any tag manager could read them', () => {
    const { storage } = memorySafeStorage({
      local: {
        [StorageKey.analyticsConsent]: JSON.stringify({
          status: 'granted',
          decidedAt: T0.toISOString(),
          version: CONSENT_VERSION,
        }),
      },
    });
    const store = createConsentStore({ storage, now: () => T0 });
    const win: ConsentModeWindow = {};
    bindConsentMode(store, win);
    expect(commands(win)).toEqual([
      ['consent', 'default', DEFAULTS],
      ['consent', 'update', all('granted')],
    ]);
  });
});
