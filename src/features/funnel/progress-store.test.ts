import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import type { ProgressState } from './progress.ts';
import { createProgressStore } from './progress-store.ts';

const LEAD_ID = '6f1c2d4e-0000-4000-8000-000000000001';
const T0 = new Date('2026-05-01T10:00:00.000Z');

function setup() {
  const fake = memorySafeStorage();
  let clock = T0.getTime();
  const store = createProgressStore({ storage: fake.storage, now: () => new Date(clock) });
  return { ...fake, store, tick: (ms: number) => (clock += ms) };
}

describe('spec 3: client application state starts empty', () => {
  it('progress 0, not loading, no route change, no lead', () => {
    const state = setup().store.getState();
    expect(state.progressState).toBe(0);
    expect(state.isLoading).toBe(false);
    expect(state.routeChange).toBeNull();
    expect(state.leadId).toBeNull();
    expect(state.applicationResult).toBeNull();
  });
});

describe('spec 4: pushing a progress state sets a route change', () => {
  it.each<[string, ProgressState, number | number[], 'push' | 'replace', string]>([
    ['from the start to a form', 0, 2, 'push', '/personal-details'],
    ['between pre-offer steps', 2, 3, 'push', '/contact-details'],
    ['last step to checking', 5, 6, 'push', '/checking'],
    ['checking (after the offer) to accepted', 6, 10, 'replace', '/accepted'],
    ['after-offer step to after-offer step', 7, 17, 'replace', '/sale'],
    ['after-offer step back to a pre-offer state', 10, 0, 'replace', '/'],
    ['pre-offer to a list of steps: the first one', 5, [20, 35], 'push', '/consents'],
    ['a list of after-offer steps to the next', [20, 35], 35, 'replace', '/dynamic-consents'],
    ['a number that is no state: the index route', 3, 99, 'push', '/'],
  ])('%s', (_name, previous, next, method, target) => {
    const { store } = setup();
    store.setState({ progressState: previous });
    store.getState().pushProgressState(next);
    expect(store.getState().routeChange).toEqual({ method, target });
  });

  it('stores one step as a number and several as a list', () => {
    const { store } = setup();
    store.getState().pushProgressState([7]);
    expect(store.getState().progressState).toBe(7);
    store.getState().pushProgressState([20, 35]);
    expect(store.getState().progressState).toEqual([20, 35]);
  });

  it('clearRouteChange forgets an applied change', () => {
    const { store } = setup();
    store.getState().pushProgressState(2);
    store.getState().clearRouteChange();
    expect(store.getState().routeChange).toBeNull();
  });
});

describe('spec 4: after a lead is created or updated, the returned id is stored', () => {
  it('keeps the id, the state and the time of the operation', () => {
    const { store, tick } = setup();
    tick(5_000);
    store.getState().storeLeadId({ id: LEAD_ID, leadStatus: 3 });
    const state = store.getState();
    expect(state.leadId).toBe(LEAD_ID);
    expect(state.application.id).toBe(LEAD_ID);
    expect(state.application.leadStatus).toBe(3);
    expect(state.lastOperationTimestamp).toBe(T0.getTime() + 5_000);
  });
});

describe('spec 4: clearing', () => {
  function filled() {
    const setupResult = setup();
    const { store } = setupResult;
    store.getState().saveApplicationData({
      amount: 5000,
      period: 12,
      sessionId: '0d4a1f43-9b7a-4c1e-a8f6-1c2b3d4e5f60',
      sessionStartedAt: '2026-05-01T09:00:00.000Z',
      personalDetails: { firstName: 'Maria' },
    });
    store.getState().storeLeadId({ id: LEAD_ID, leadStatus: 6 });
    store.getState().pushProgressState(10);
    store.getState().setApplicationResult({
      application: { status: 'accepted' },
      offerId: 'offer-1',
      partner: { name: 'Partner' },
    });
    store.getState().setSessionAcceptedRedirected(true);
    store.getState().setSellingTierGlobalId('tier-7');
    return setupResult;
  }

  it('clearing the state resets progress to 0, clears the result and strips the session fields', () => {
    const { store, session } = filled();
    store.getState().clearState();
    const state = store.getState();
    expect(state.progressState).toBe(0);
    expect(state.applicationResult).toBeNull();
    expect(state.leadId).toBeNull();
    expect(state.sessionAcceptedRedirected).toBe(false);
    expect(state.routeChange).toBeNull();
    expect(state.application).toEqual({ amount: 5000, period: 12, personalDetails: { firstName: 'Maria' } });
    expect(state.sellingTierGlobalId).toBe('tier-7');
    expect(session.getItem('lid')).toBeNull();
  });

  it('clearing the state drops a create left pending: a new application does not send it again', () => {
    const { store, session } = filled();
    const pending = { key: 'key-1', fingerprint: 'a'.repeat(64), sentFrom: 'loan-details' };
    session.setItem('pendingLeadCreate', JSON.stringify(pending));
    store.getState().clearState();
    expect(session.getItem('pendingLeadCreate')).toBeNull();
  });

  it('clearing the application result removes the id and keeps the progress', () => {
    const { store, session } = filled();
    store.getState().clearApplicationResult();
    const state = store.getState();
    expect(state.applicationResult).toBeNull();
    expect(state.leadId).toBeNull();
    expect(state.application.id).toBeUndefined();
    expect(state.application.amount).toBe(5000);
    expect(state.progressState).toBe(10);
    expect(session.getItem('lid')).toBeNull();
  });
});

describe('saving application data', () => {
  it("merges a step's data into the lead, section by section", () => {
    const { store } = setup();
    store.getState().saveApplicationData({ amount: 3000, personalDetails: { firstName: 'Ana' } });
    store
      .getState()
      .saveApplicationData({ personalDetails: { lastName: 'Ruiz' }, contactDetails: { city: 'León' } });
    store.getState().saveApplicationData({ amount: 4000 });
    expect(store.getState().application).toEqual({
      amount: 4000,
      personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
      contactDetails: { city: 'León' },
    });
  });
});

describe('other slices', () => {
  it('isLoading, async form data, customer consents, last route', () => {
    const { store } = setup();
    store.getState().setLoading(true);
    store.getState().setAsyncFormData({ banks: ['a'] });
    store.getState().setAsyncFormData({ cities: ['b'] });
    store
      .getState()
      .setCustomerConsents([
        { id: 'c1', title: 'Marketing', required: false, accepted: true, answeredAt: null },
      ]);
    store.getState().setLastAppRoute('/contact-details');
    const state = store.getState();
    expect(state.isLoading).toBe(true);
    expect(state.asyncFormData).toEqual({ banks: ['a'], cities: ['b'] });
    expect(state.customerConsents.map((consent) => consent.id)).toEqual(['c1']);
    expect(state.lastAppRoute).toBe('/contact-details');
  });
});

describe('identifiers a reload drops are named, never kept', () => {
  it('names the identifiers typed in drafts, answers or the lead, and the next page load reads the names', () => {
    const fake = memorySafeStorage();
    const store = createProgressStore({ storage: fake.storage });
    store
      .getState()
      .saveDraft('/personal-details', { firstName: 'María', personalCode: 'HEGM900101MDFRRR05' });
    store.getState().setDynamicPages({ answers: { 'incomeDetails.iban': '002010077777777771' } });
    const stored = [...fake.session.entries.values()].join('\n');
    expect(stored).not.toContain('HEGM900101MDFRRR05');
    expect(stored).not.toContain('002010077777777771');
    expect(JSON.parse(fake.session.entries.get('identifiersToRetype') ?? '[]')).toEqual([
      'iban',
      'personalCode',
    ]);

    const reloaded = createProgressStore({ storage: fake.storage });
    expect(reloaded.getState().identifiersToRetype).toEqual(['iban', 'personalCode']);
  });

  it('names nothing once the identifiers are emptied, or once an outcome is reached', () => {
    const fake = memorySafeStorage();
    const store = createProgressStore({ storage: fake.storage });
    store.getState().saveDraft('/personal-details', { personalCode: 'HEGM900101MDFRRR05' });
    store.getState().saveDraft('/personal-details', { personalCode: '' });
    expect(fake.session.entries.has('identifiersToRetype')).toBe(false);
    store.getState().saveDraft('/personal-details', { personalCode: 'HEGM900101MDFRRR05' });
    store.getState().pushProgressState(10);
    expect(fake.session.entries.has('identifiersToRetype')).toBe(false);
  });

  it('drops a stored list that is not a list of field names', () => {
    const fake = memorySafeStorage({ session: { identifiersToRetype: '["<img src=x>"]' } });
    expect(createProgressStore({ storage: fake.storage }).getState().identifiersToRetype).toEqual([]);
  });
});
