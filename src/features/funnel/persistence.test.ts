import fc from 'fast-check';
import { z } from 'zod';
import type { LeadData } from '#contract/lead-payload.ts';
import { memorySafeStorage, type MemoryStorage } from '#shared/lib/storage/memory-storage.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { throwingSafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { createProgressStore } from './progress-store.ts';

const LEAD_ID = '6f1c2d4e-0000-4000-8000-000000000001';
const SESSION_ID = '0d4a1f43-9b7a-4c1e-a8f6-1c2b3d4e5f60';
const T0 = new Date('2026-05-01T10:00:00.000Z');
const DAY = 86_400_000;

const storeOver = (storage: SafeStorage) =>
  createProgressStore({ storage, now: () => T0, applicationDataExpiryMs: DAY });

const json = (backend: MemoryStorage, key: string): unknown => {
  const raw = backend.getItem(key);
  return raw === null ? null : JSON.parse(raw);
};

const personalLead: LeadData = {
  amount: 5000,
  period: 12,
  periodScale: 'months',
  sessionId: SESSION_ID,
  sessionStartedAt: '2026-05-01T09:00:00.000Z',
  personalDetails: { firstName: 'María', lastName: 'Pérez', personalCode: 'PEGM800101MDFRRR09' },
  contactDetails: { email: 'maria@example.com', phoneNumber: '+52 55 1234 5678', street: 'Reforma 1' },
  incomeDetails: { monthlyIncome: 23456, iban: 'ES9121000418450200051332' },
  otherDetails: { loanPurpose: 'car', maritalStatus: 'single' },
  employer: { name: 'ACME' },
};

describe('spec 4: lead state goes to session storage', () => {
  it('after each successful lead create or update, with the lead id under lid', () => {
    const { storage, session } = memorySafeStorage();
    const store = storeOver(storage);
    store.getState().saveApplicationData(personalLead);
    store.getState().storeLeadId({ id: LEAD_ID, leadStatus: 2 });
    expect(json(session, 'lid')).toBe(LEAD_ID);
    expect(json(session, 'state')).toMatchObject({
      leadId: LEAD_ID,
      lastOperationTimestamp: T0.getTime(),
      application: { id: LEAD_ID, personalDetails: { firstName: 'María' } },
    });
  });

  it.each([
    ['pushProgressState', (s: ReturnType<typeof storeOver>) => s.getState().pushProgressState(3)],
    [
      'saveApplicationData',
      (s: ReturnType<typeof storeOver>) => s.getState().saveApplicationData({ amount: 1 }),
    ],
    ['clearState', (s: ReturnType<typeof storeOver>) => s.getState().clearState()],
    [
      'setApplicationResult',
      (s: ReturnType<typeof storeOver>) =>
        s.getState().setApplicationResult({ application: { status: 'x' } }),
    ],
    ['saveDraft', (s: ReturnType<typeof storeOver>) => s.getState().saveDraft('/personal-details', { a: 1 })],
  ])('on %s', (_name, act) => {
    const { storage, session } = memorySafeStorage();
    const store = storeOver(storage);
    store.getState().setLastAppRoute('/x');
    session.removeItem('state');
    act(store);
    expect(session.getItem('state')).not.toBeNull();
  });

  it('not for slices kept in memory only (loading flag, route change)', () => {
    const { storage, session } = memorySafeStorage();
    const store = storeOver(storage);
    store.getState().setLoading(true);
    store.getState().clearRouteChange();
    expect(session.getItem('state')).toBeNull();
  });
});

describe('spec 4: dynamic pages and UI colours go to session storage when they change', () => {
  it('UI colours under uiColors as a JSON object of strings (the shell reads that key and shape)', () => {
    const { storage, session } = memorySafeStorage();
    const store = storeOver(storage);
    store.getState().setUiColors({ primary: '#123456', background: '#fff' });
    expect(json(session, 'uiColors')).toEqual({ primary: '#123456', background: '#fff' });
    store.getState().setUiColors(null);
    expect(session.getItem('uiColors')).toBeNull();
  });

  it('dynamic pages under dynamicPages', () => {
    const { storage, session } = memorySafeStorage();
    const store = storeOver(storage);
    store.getState().setDynamicPages({ answers: { 'personalDetails.firstName': 'Ana' } });
    expect(json(session, 'dynamicPages')).toEqual({ answers: { 'personalDetails.firstName': 'Ana' } });
  });
});

describe('a reload in the same tab restores everything', () => {
  it('lead, progress, result, colours and dynamic pages come back in a new store over the same storage', () => {
    const { storage } = memorySafeStorage();
    const before = storeOver(storage);
    before.getState().saveApplicationData(personalLead);
    before.getState().storeLeadId({ id: LEAD_ID, leadStatus: 4 });
    before.getState().pushProgressState([20, 35]);
    before.getState().setApplicationResult({ application: { status: 'accepted' }, offerId: 'o-1' });
    before.getState().setUiColors({ primary: '#000' });
    before.getState().setDynamicPages({ stepOrder: 3 });
    before.getState().setSellingTierGlobalId('tier');

    const after = storeOver(storage).getState();
    // Identifiers are not stored (docs/adr/0011): the CURP and the account are gone, everything else is back.
    expect(after.application).toEqual({
      ...personalLead,
      personalDetails: { firstName: 'María', lastName: 'Pérez' },
      incomeDetails: { monthlyIncome: 23456 },
      id: LEAD_ID,
      leadStatus: 4,
    });
    expect(after.leadId).toBe(LEAD_ID);
    expect(after.progressState).toEqual([20, 35]);
    expect(after.applicationResult).toEqual({ application: { status: 'accepted' }, offerId: 'o-1' });
    expect(after.uiColors).toEqual({ primary: '#000' });
    expect(after.dynamicPages).toEqual({ stepOrder: 3 });
    expect(after.sellingTierGlobalId).toBe('tier');
    expect(after.routeChange).toBeNull();
  });
});

describe('drafts: what the applicant typed on the current step survives a reload', () => {
  it('saveDraft then a new store over the same storage reads the same values', () => {
    const { storage } = memorySafeStorage();
    const before = storeOver(storage);
    before.getState().saveDraft('/contact-details', {
      'contactDetails.email': 'ana@exam',
      'contactDetails.marketingConsents': true,
      // Looks like a timestamp: the storage reviver makes it a Date, the draft must give back the string.
      note: '2026-05-01T10:00:00.000Z',
    });
    const after = storeOver(storage);
    expect(after.getState().readDraft('/contact-details')).toEqual({
      'contactDetails.email': 'ana@exam',
      'contactDetails.marketingConsents': true,
      note: '2026-05-01T10:00:00.000Z',
    });
    expect(after.getState().readDraft('/income-details')).toBeNull();
  });

  it("submitting a step drops that step's draft only", () => {
    const { storage } = memorySafeStorage();
    const store = storeOver(storage);
    store.getState().saveDraft('/personal-details', { 'personalDetails.firstName': 'An' });
    store.getState().saveDraft('/contact-details', { 'contactDetails.city': 'Le' });
    store.getState().saveApplicationData({ personalDetails: { firstName: 'Ana' } }, '/personal-details');
    const after = storeOver(storage).getState();
    expect(after.readDraft('/personal-details')).toBeNull();
    expect(after.readDraft('/contact-details')).toEqual({ 'contactDetails.city': 'Le' });
  });

  it('the final submit (moving to checking) clears every draft, in storage too', () => {
    const { storage, session } = memorySafeStorage();
    const store = storeOver(storage);
    store.getState().saveDraft('/other-information', { 'otherDetails.loanPurpose': 'car' });
    store.getState().pushProgressState(6);
    expect(store.getState().readDraft('/other-information')).toBeNull();
    expect(session.getItem('state')).not.toContain('loanPurpose');
  });

  it('moving between pre-offer steps keeps drafts', () => {
    const { storage } = memorySafeStorage();
    const store = storeOver(storage);
    store.getState().saveDraft('/contact-details', { a: 'b' });
    store.getState().pushProgressState(4);
    expect(store.getState().readDraft('/contact-details')).toEqual({ a: 'b' });
  });
});

describe('spec 4 and DESIGN: the stored loan application in local storage', () => {
  it('holds the loan choice and ids, with expiresAt = now + the configured expiry', () => {
    const { storage, local } = memorySafeStorage();
    const store = storeOver(storage);
    store.getState().saveApplicationData(personalLead);
    store.getState().storeLeadId({ id: LEAD_ID, leadStatus: 2 });
    expect(json(local, 'storedLoanApplication')).toEqual({
      amount: 5000,
      period: 12,
      periodScale: 'months',
      otherDetails: { loanPurpose: 'car' },
      id: LEAD_ID,
      sessionId: SESSION_ID,
      sessionStartedAt: '2026-05-01T09:00:00.000Z',
      leadStatus: 2,
      expiresAt: new Date(T0.getTime() + DAY).toISOString(),
    });
  });

  it('a new tab (no session state) starts from the stored loan choice, without its ids', () => {
    const { storage, local } = memorySafeStorage();
    const store = storeOver(storage);
    store.getState().saveApplicationData(personalLead);
    store.getState().storeLeadId({ id: LEAD_ID, leadStatus: 2 });
    const newTab = memorySafeStorage({ local: Object.fromEntries(local.entries) });
    expect(storeOver(newTab.storage).getState().application).toEqual({
      amount: 5000,
      period: 12,
      periodScale: 'months',
      otherDetails: { loanPurpose: 'car' },
    });
  });

  it('is not written while nothing in it changes', () => {
    const { storage, local } = memorySafeStorage();
    const store = storeOver(storage);
    store.getState().saveApplicationData({ personalDetails: { firstName: 'Ana' } });
    store.getState().pushProgressState(3);
    expect(local.getItem('storedLoanApplication')).toBeNull();
  });

  const text = fc.string({ minLength: 1, maxLength: 30 }).map((value) => `PII:${value}`);
  const leadArbitrary = fc.record({
    amount: fc.integer({ min: 1, max: 10_000_000 }),
    period: fc.integer({ min: 1, max: 3650 }),
    personalDetails: fc.record({ firstName: text, lastName: text, personalCode: text, dateOfBirth: text }),
    contactDetails: fc.record({ email: text, phoneNumber: text, street: text, city: text, postalCode: text }),
    incomeDetails: fc.record({
      monthlyIncome: fc.integer({ min: 0, max: 1_000_000 }),
      iban: text,
      jobTitle: text,
    }),
    otherDetails: fc.record({ loanPurpose: fc.constantFrom('car', 'home', 'other'), idCardNumber: text }),
    employer: fc.record({ name: text, taxRegistryCode: text }),
    referenceDetails: fc.record({ name: text, phoneNumber: text }),
  });

  it('never receives personal data, whatever the lead holds (property)', () => {
    const allowed = [
      'amount',
      'period',
      'periodScale',
      'otherDetails',
      'id',
      'sessionId',
      'sessionStartedAt',
      'leadStatus',
      'expiresAt',
    ];
    fc.assert(
      fc.property(leadArbitrary, fc.uuid(), (lead, id) => {
        const { storage, local, session } = memorySafeStorage();
        const store = storeOver(storage);
        // The step schemas check values before they reach the store; here any text must stay out of local storage.
        store.getState().saveApplicationData(lead as LeadData, '/personal-details');
        store.getState().storeLeadId({ id, leadStatus: 3 });
        store.getState().saveDraft('/contact-details', { 'contactDetails.email': lead.contactDetails.email });
        const raw = [...local.entries.values()].join('\n');
        expect(raw).not.toContain('PII:');
        const stored = z.record(z.string(), z.unknown()).parse(json(local, 'storedLoanApplication'));
        expect(Object.keys(stored).every((key) => allowed.includes(key))).toBe(true);
        expect(stored['otherDetails']).toEqual({ loanPurpose: lead.otherDetails.loanPurpose });
        // Positive control: the lead itself is kept, in session storage.
        expect(session.getItem('state')).toContain('PII:');
      }),
      { numRuns: 200 },
    );
  });
});

describe('everything read back goes through a schema: what does not parse is dropped', () => {
  it('bad fields of the lead state fall back one by one; the rest survives', () => {
    const { storage } = memorySafeStorage({
      session: {
        state: JSON.stringify({
          leadId: 42,
          progressState: 'accepted',
          lastAppRoute: 'javascript:alert(1)',
          applicationResult: { application: {} },
          sessionAcceptedRedirected: 'yes',
          application: {
            amount: 5000,
            period: -3,
            personalDetails: { firstName: 'Ana', dateOfBirth: 'yesterday' },
            unknownSection: { secret: 'x' },
          },
          drafts: { '/contact-details': { city: 'León' }, '/bad': 'not a draft' },
        }),
        uiColors: JSON.stringify({ primary: 1 }),
        dynamicPages: JSON.stringify(['not', 'an', 'object']),
      },
    });
    const state = storeOver(storage).getState();
    expect(state.leadId).toBeNull();
    expect(state.progressState).toBe(0);
    expect(state.lastAppRoute).toBeNull();
    expect(state.applicationResult).toBeNull();
    expect(state.sessionAcceptedRedirected).toBe(false);
    expect(state.application).toEqual({ amount: 5000, personalDetails: { firstName: 'Ana' } });
    expect(state.readDraft('/contact-details')).toEqual({ city: 'León' });
    expect(state.readDraft('/bad')).toBeNull();
    expect(state.uiColors).toBeNull();
    expect(state.dynamicPages).toBeNull();
  });

  it('progress numbers that are no state are dropped', () => {
    const { storage } = memorySafeStorage({
      session: { state: JSON.stringify({ progressState: [99, 20, -1] }) },
    });
    expect(storeOver(storage).getState().progressState).toBe(20);
  });

  it('a stored loan application that does not parse is ignored', () => {
    const { storage } = memorySafeStorage({
      local: { storedLoanApplication: JSON.stringify({ amount: 'lots' }) },
    });
    expect(storeOver(storage).getState().application).toEqual({});
  });

  it('storage that throws never breaks the store', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = storeOver(throwingSafeStorage());
    store.getState().saveApplicationData(personalLead);
    store.getState().storeLeadId({ id: LEAD_ID });
    store.getState().pushProgressState(3);
    expect(store.getState().progressState).toBe(3);
  });
});
