import fc from 'fast-check';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { StorageKey } from '#shared/lib/storage/keys.ts';
import { memorySafeStorage, memoryStorage, throwingSafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { createSafeStorage, createSafeStorageArea } from '#shared/lib/storage/safe-storage.ts';
import {
  CONSENT_MAX_AGE_DAYS,
  CONSENT_VERSION,
  createConsentStore,
  whenConsentGranted,
} from './consent-state.ts';

const T0 = new Date('2026-05-01T10:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const KEY = StorageKey.analyticsConsent;

function setup(local: Record<string, string> = {}, at: Date = T0) {
  const fake = memorySafeStorage({ local });
  let clock = at.getTime();
  const now = () => new Date(clock);
  const store = createConsentStore({ storage: fake.storage, now });
  return {
    ...fake,
    store,
    tick: (ms: number) => (clock += ms),
    /** A second page load over the same storage, at the current clock. */
    reload: () => createConsentStore({ storage: fake.storage, now }),
  };
}

const stored = (value: unknown) => ({ [KEY]: JSON.stringify(value) });
const answer = (status: string, decidedAt: Date, version: unknown = CONSENT_VERSION) =>
  stored({ status, decidedAt: decidedAt.toISOString(), version });

describe('spec 4: analytics consent starts pending', () => {
  it('with nothing stored, the status is pending and the banner is shown', () => {
    const { store } = setup();
    expect(store.getState()).toMatchObject({ status: 'pending', decidedAt: null, bannerOpen: true });
  });
});

describe('an answer is kept without personal data', () => {
  it.each([
    ['grant', 'granted'],
    ['deny', 'denied'],
  ] as const)(
    '%s: the status, the banner closed, and { status, decidedAt, version } in local storage',
    (action, status) => {
      const { store, local, session, reload } = setup();
      store.getState()[action]();
      expect(store.getState()).toMatchObject({ status, decidedAt: T0.toISOString(), bannerOpen: false });
      const raw: unknown = JSON.parse(local.entries.get(KEY) ?? 'null');
      expect(raw).toEqual({ status, decidedAt: T0.toISOString(), version: CONSENT_VERSION });
      expect(session.entries.size).toBe(0);
      expect(reload().getState()).toMatchObject({ status, decidedAt: T0.toISOString(), bannerOpen: false });
    },
  );

  it('with no storage at all, the banner still asks and the answer holds for the page load', () => {
    const store = createConsentStore({ storage: throwingSafeStorage(), now: () => T0 });
    expect(store.getState().status).toBe('pending');
    store.getState().grant();
    expect(store.getState()).toMatchObject({ status: 'granted', bannerOpen: false });
  });

  it('when the write fails (a full storage), the failure is logged without the value and the answer holds', () => {
    const logs = captureLogs();
    const full = memoryStorage();
    const storage = createSafeStorage({
      session: createSafeStorageArea('sessionStorage', () => memoryStorage()),
      local: createSafeStorageArea('localStorage', () => ({
        ...full,
        setItem: (key: string, value: string) => {
          if (key === KEY) throw new DOMException('full', 'QuotaExceededError');
          full.setItem(key, value);
        },
      })),
    });
    const store = createConsentStore({ storage, now: () => T0 });
    store.getState().deny();
    expect(store.getState()).toMatchObject({ status: 'denied', bannerOpen: false });
    expect(logs).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'Error setting key in localStorage',
        details: JSON.stringify({ key: KEY, error: 'QuotaExceededError' }),
      }),
    ]);
  });
});

describe('reopen: the answer can be changed later', () => {
  it('shows the banner again, keeps the current status until a new answer, then stores the new one', () => {
    const { store, local, tick } = setup();
    store.getState().grant();
    store.getState().reopen();
    expect(store.getState()).toMatchObject({
      status: 'granted',
      decidedAt: T0.toISOString(),
      bannerOpen: true,
    });
    tick(DAY_MS);
    store.getState().deny();
    const later = new Date(T0.getTime() + DAY_MS).toISOString();
    expect(store.getState()).toMatchObject({ status: 'denied', decidedAt: later, bannerOpen: false });
    expect(JSON.parse(local.entries.get(KEY) ?? 'null')).toEqual({
      status: 'denied',
      decidedAt: later,
      version: CONSENT_VERSION,
    });
  });

  it('reopening while pending changes nothing', () => {
    const { store } = setup();
    store.getState().reopen();
    expect(store.getState()).toMatchObject({ status: 'pending', bannerOpen: true });
  });
});

describe('anything unreadable, outdated or stale is pending', () => {
  it.each<[string, Record<string, string>]>([
    ['not JSON', { [KEY]: '{granted' }],
    ['a bare status', { [KEY]: 'granted' }],
    ['true', { [KEY]: 'true' }],
    ['an array', stored(['granted'])],
    ['pending stored as an answer', answer('pending', T0)],
    ['an unknown status', answer('maybe', T0)],
    ['no decidedAt', stored({ status: 'granted', version: CONSENT_VERSION })],
    ['a decidedAt that is no timestamp', stored({ status: 'granted', decidedAt: 'yesterday', version: 1 })],
    ['no version', stored({ status: 'granted', decidedAt: T0.toISOString() })],
    ['another version (the policy changed)', answer('granted', T0, CONSENT_VERSION + 1)],
    ['an older version', answer('denied', T0, CONSENT_VERSION - 1)],
    ['a version as text', answer('granted', T0, String(CONSENT_VERSION))],
    ['an answer dated after now', answer('granted', new Date(T0.getTime() + 60_000))],
    ['an answer older than 365 days', answer('granted', new Date(T0.getTime() - 366 * DAY_MS))],
  ])('%s', (_name, local) => {
    expect(setup(local).store.getState()).toMatchObject({
      status: 'pending',
      decidedAt: null,
      bannerOpen: true,
    });
  });

  it('an answer exactly 365 days old still holds; one millisecond more and it is asked again', () => {
    const decidedAt = new Date(T0.getTime() - CONSENT_MAX_AGE_DAYS * DAY_MS);
    expect(setup(answer('denied', decidedAt)).store.getState().status).toBe('denied');
    const justOver = new Date(decidedAt.getTime() - 1);
    expect(setup(answer('denied', justOver)).store.getState().status).toBe('pending');
  });

  it('property: an answer is kept for 365 days after it was given, then asked again', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('grant', 'deny'),
        fc.integer({ min: 0, max: 2 * CONSENT_MAX_AGE_DAYS * DAY_MS }),
        (action, ageMs) => {
          const { store, tick, reload } = setup();
          store.getState()[action]();
          const given = store.getState().status;
          tick(ageMs);
          const expected = ageMs <= CONSENT_MAX_AGE_DAYS * DAY_MS ? given : 'pending';
          expect(reload().getState().status).toBe(expected);
        },
      ),
    );
  });

  it('property: whatever text the key holds, the store starts in one of the three statuses', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const { status, bannerOpen } = setup({ [KEY]: text }).store.getState();
        expect(['pending', 'granted', 'denied']).toContain(status);
        expect(bannerOpen).toBe(status === 'pending');
      }),
    );
  });
});

describe('whenConsentGranted: tracking starts only after a grant, and once', () => {
  it('waits while pending and after a refusal, starts on the grant, and not again', () => {
    const { store } = setup();
    const start = vi.fn();
    whenConsentGranted(store, start);
    store.getState().deny();
    store.getState().reopen();
    expect(start).not.toHaveBeenCalled();
    store.getState().grant();
    expect(start).toHaveBeenCalledOnce();
    store.getState().reopen();
    store.getState().deny();
    store.getState().grant();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once when the stored answer is granted', () => {
    const start = vi.fn();
    whenConsentGranted(setup(answer('granted', T0)).store, start);
    expect(start).toHaveBeenCalledOnce();
  });

  it('a cancelled wait never starts', () => {
    const { store } = setup();
    const start = vi.fn();
    whenConsentGranted(store, start)();
    store.getState().grant();
    expect(start).not.toHaveBeenCalled();
  });
});
