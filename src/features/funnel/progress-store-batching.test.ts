import { vi } from 'vitest';
import { SUBSCRIPTION_BATCH_MS } from '#shared/config/defaults.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import type { ProgressState } from './progress.ts';
import { createProgressStore, type PageLifecycle } from './progress-store.ts';

const LEAD_ID = '6f1c2d4e-0000-4000-8000-000000000001';

/** A page whose hide and visibility events the test fires. */
function fakeLifecycle() {
  const listeners: Record<string, (() => void)[]> = {};
  let hidden = false;
  const lifecycle: PageLifecycle = {
    addEventListener: (type, listener) => {
      (listeners[type] ??= []).push(listener);
    },
    isHidden: () => hidden,
  };
  const fire = (type: 'pagehide' | 'visibilitychange', nowHidden = hidden) => {
    hidden = nowHidden;
    for (const listener of listeners[type] ?? []) listener();
  };
  return { lifecycle, fire };
}

function setup() {
  const fake = memorySafeStorage();
  const page = fakeLifecycle();
  const store = createProgressStore({
    storage: fake.storage,
    batchMs: SUBSCRIPTION_BATCH_MS,
    lifecycle: page.lifecycle,
  });
  const writes = vi.spyOn(fake.session, 'setItem');
  const writesOf = (key: string) => writes.mock.calls.filter(([written]) => written === key);
  const stored = (key: string): unknown => JSON.parse(fake.session.getItem(key) ?? 'null');
  return { ...fake, ...page, store, writesOf, stored };
}

/** Ten keystrokes' drafts on one step, as a form saves them. */
function typeTenKeys(store: ReturnType<typeof setup>['store']) {
  for (let index = 1; index <= 10; index += 1) {
    store.getState().saveDraft('/personal-details', { firstName: 'Mariana'.slice(0, index) });
  }
}

describe('spec 9: subscription updates are batched after 500 ms', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('10 updates within 500 ms make one write, with the last state', () => {
    const { store, writesOf, stored } = setup();
    typeTenKeys(store);
    expect(writesOf('state')).toHaveLength(0);
    vi.advanceTimersByTime(SUBSCRIPTION_BATCH_MS - 1);
    expect(writesOf('state')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(writesOf('state')).toHaveLength(1);
    expect(stored('state')).toMatchObject({ drafts: { '/personal-details': { firstName: 'Mariana' } } });
  });

  it.each([
    [
      'dynamic pages',
      (store: ReturnType<typeof setup>['store'], n: number) => store.getState().setDynamicPages({ a: n }),
      'dynamicPages',
    ],
    [
      'UI colours',
      (store: ReturnType<typeof setup>['store'], n: number) =>
        store.getState().setUiColors({ primary: `#00000${n}` }),
      'uiColors',
    ],
  ])('%s: one write per burst', (_case, change, key) => {
    const { store, writesOf } = setup();
    for (let n = 0; n < 10; n += 1) change(store, n);
    vi.advanceTimersByTime(SUBSCRIPTION_BATCH_MS);
    expect(writesOf(key)).toHaveLength(1);
  });

  it('typing for longer than 500 ms still writes, once per 500 ms', () => {
    const { store, writesOf } = setup();
    for (let index = 0; index < 20; index += 1) {
      store.getState().saveDraft('/personal-details', { firstName: `M${index}` });
      vi.advanceTimersByTime(100);
    }
    expect(writesOf('state')).toHaveLength(4);
  });

  it.each([
    ['pagehide', 'pagehide' as const, false],
    ['visibilitychange to hidden', 'visibilitychange' as const, true],
  ])('%s flushes a pending write at once', (_case, event, hidden) => {
    const { store, writesOf, stored, fire } = setup();
    typeTenKeys(store);
    fire(event, hidden);
    expect(writesOf('state')).toHaveLength(1);
    expect(stored('state')).toMatchObject({ drafts: { '/personal-details': { firstName: 'Mariana' } } });
    // Nothing is left to write when the timer would have fired.
    vi.advanceTimersByTime(SUBSCRIPTION_BATCH_MS);
    expect(writesOf('state')).toHaveLength(1);
  });

  it('visibilitychange to visible does not write', () => {
    const { store, writesOf, fire } = setup();
    typeTenKeys(store);
    fire('visibilitychange', false);
    expect(writesOf('state')).toHaveLength(0);
  });

  it('a reload after pagehide finds everything typed', () => {
    const { store, storage, fire } = setup();
    typeTenKeys(store);
    fire('pagehide');
    const reloaded = createProgressStore({ storage });
    expect(reloaded.getState().readDraft('/personal-details')).toEqual({ firstName: 'Mariana' });
  });

  it.each([
    [
      'a lead id',
      (store: ReturnType<typeof setup>['store']) => store.getState().storeLeadId({ id: LEAD_ID }),
    ],
    [
      'a progress change',
      (store: ReturnType<typeof setup>['store']) => store.getState().pushProgressState(3),
    ],
    [
      'a result',
      (store: ReturnType<typeof setup>['store']) =>
        store.getState().setApplicationResult({ application: { status: 'accepted' } }),
    ],
    [
      'the accepted-redirected flag',
      (store: ReturnType<typeof setup>['store']) => store.getState().setSessionAcceptedRedirected(true),
    ],
  ])('%s is written at once, with the drafts pending before it', (_case, milestone) => {
    const { store, writesOf, stored } = setup();
    typeTenKeys(store);
    milestone(store);
    expect(writesOf('state')).toHaveLength(1);
    expect(stored('state')).toMatchObject({ drafts: expect.any(Object) });
  });

  it('flushPersistence writes the pending burst now (before leaving for a partner)', () => {
    const { store, writesOf } = setup();
    typeTenKeys(store);
    store.getState().flushPersistence();
    expect(writesOf('state')).toHaveLength(1);
    store.getState().flushPersistence();
    expect(writesOf('state')).toHaveLength(1);
  });

  it('without a delay (the default) each change is written at once', () => {
    const fake = memorySafeStorage();
    const store = createProgressStore({ storage: fake.storage });
    const writes = vi.spyOn(fake.session, 'setItem');
    typeTenKeys(store);
    expect(writes.mock.calls.filter(([key]) => key === 'state')).toHaveLength(10);
  });
});

describe('spec 3: the sessionAcceptedRedirected and sellingTierGlobalId slices', () => {
  it.each([
    ['set: mirrored under its own key', true, 'true'],
    ['unset: no key', false, null],
  ])('%s', (_case, value, raw) => {
    const { storage, session } = memorySafeStorage();
    const store = createProgressStore({ storage });
    store.getState().setSessionAcceptedRedirected(true);
    store.getState().setSessionAcceptedRedirected(value);
    expect(session.getItem('sessionAcceptedRedirected')).toBe(raw);
    expect(createProgressStore({ storage }).getState().sessionAcceptedRedirected).toBe(value);
  });

  it('a session cleared at boot (the key removed) starts without the flag, whatever the lead state says', () => {
    const { storage, session } = memorySafeStorage();
    createProgressStore({ storage }).getState().setSessionAcceptedRedirected(true);
    session.removeItem('sessionAcceptedRedirected');
    expect(createProgressStore({ storage }).getState().sessionAcceptedRedirected).toBe(false);
  });

  it.each([
    ['the boot names a tier: it wins over the stored one', 'tier-2', 'tier-2'],
    ['the boot names none: the stored one stays', undefined, 'tier-1'],
  ])('%s', (_case, fromBoot, expected) => {
    const { storage } = memorySafeStorage();
    createProgressStore({ storage }).getState().setSellingTierGlobalId('tier-1');
    expect(
      createProgressStore({ storage, sellingTierGlobalId: fromBoot }).getState().sellingTierGlobalId,
    ).toBe(expected);
  });
});

describe('spec 3: the reapplying mark', () => {
  it.each<[string, ProgressState, boolean, string | null]>([
    ['no decision yet', 3, false, null],
    ['after an outcome (accepted)', 10, false, 'true'],
    ['after a rejection', 13, false, 'true'],
    ['after a partner redirect', 12, true, 'true'],
    ['on an after-offer step, redirected earlier in the session', 7, true, 'true'],
  ])('starting again %s', (_case, progress, redirected, mark) => {
    const { storage, session } = memorySafeStorage();
    const store = createProgressStore({ storage });
    store.setState({ progressState: progress, sessionAcceptedRedirected: redirected });
    store.getState().clearState();
    expect(session.getItem('reapplying')).toBe(mark);
  });
});
