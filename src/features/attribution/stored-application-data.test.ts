import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import type { StoredApplicationData } from './stored-application-data.ts';
import {
  refreshStoredApplicationData,
  settleStoredApplicationData,
  stalenessReasons,
  writeStoredApplicationData,
} from './stored-application-data.ts';
import { DAY, HOUR, T0, at } from './test-support.ts';

const EXPIRY = DAY;
const fresh: StoredApplicationData = {
  amount: 10000,
  period: 12,
  otherDetails: { loanPurpose: 'car', ibanConsent: true },
  id: 'lead-1',
  sessionStartedAt: at(-HOUR),
  expiresAt: at(HOUR),
  leadStatus: 1,
  generalPolicies: true,
  policies: [{ id: 1 }],
  leadSource: 'web',
  googleCaptchaToken: 'captcha',
};

describe('spec 4: stored application data is stale when any of the rules holds', () => {
  it.each([
    ['fresh', {}, []],
    ['expiresAt is in the past', { expiresAt: at(-1) }, ['expired']],
    ['expiresAt is now', { expiresAt: T0 }, []],
    [
      'session start older than the configured expiry',
      { sessionStartedAt: at(-EXPIRY - 1) },
      ['session-too-old'],
    ],
    ['session start exactly the expiry ago', { sessionStartedAt: at(-EXPIRY) }, []],
    ['no leadStatus', { leadStatus: undefined }, ['no-positive-lead-status']],
    ['leadStatus 0', { leadStatus: 0 }, ['no-positive-lead-status']],
    ['leadStatus negative', { leadStatus: -3 }, ['no-positive-lead-status']],
    [
      'all three',
      { expiresAt: at(-1), sessionStartedAt: at(-2 * EXPIRY), leadStatus: 0 },
      ['expired', 'session-too-old', 'no-positive-lead-status'],
    ],
  ])('%s', (_name, patch, reasons) => {
    expect(stalenessReasons({ ...fresh, ...patch }, T0, EXPIRY)).toEqual(reasons);
  });
});

describe('spec 4: when stale, sessionStartedAt, id, generalPolicies, policies, leadSource, the captcha token and the IBAN consent are cleared; expiresAt is now plus the configured expiry', () => {
  it('clears exactly those fields and keeps the loan choice', () => {
    const result = refreshStoredApplicationData({ ...fresh, leadStatus: 0 }, T0, EXPIRY);
    expect(result.stale).toBe(true);
    expect(result.data).toEqual({
      amount: 10000,
      period: 12,
      otherDetails: { loanPurpose: 'car' },
      leadStatus: 0,
      expiresAt: at(EXPIRY),
    });
  });

  it('fresh data is returned unchanged', () => {
    expect(refreshStoredApplicationData(fresh, T0, EXPIRY)).toEqual({
      data: fresh,
      stale: false,
      reasons: [],
    });
  });
});

describe('settling the storedLoanApplication entry at boot', () => {
  it('reads it through the reviver and schema, and writes back the cleared entry', () => {
    const { storage, local } = memorySafeStorage({
      local: { storedLoanApplication: JSON.stringify({ ...fresh, expiresAt: at(-1) }) },
    });
    const data = settleStoredApplicationData({ storage, now: T0, expiryMs: EXPIRY });
    expect(data?.id).toBeUndefined();
    expect(data?.expiresAt).toEqual(at(EXPIRY));
    expect(JSON.parse(local.getItem('storedLoanApplication') ?? '{}')).toMatchObject({
      amount: 10000,
      expiresAt: at(EXPIRY).toISOString(),
    });
    expect(local.getItem('storedLoanApplication')).not.toContain('lead-1');
  });

  it.each([
    ['absent', undefined],
    ['not an object', '"hello"'],
  ])('%s entry gives null', (_name, raw) => {
    const { storage } = memorySafeStorage(raw ? { local: { storedLoanApplication: raw } } : {});
    expect(settleStoredApplicationData({ storage, now: T0, expiryMs: EXPIRY })).toBeNull();
  });

  it('a malformed field is dropped on its own', () => {
    const { storage } = memorySafeStorage({
      local: { storedLoanApplication: JSON.stringify({ ...fresh, amount: 'lots' }) },
    });
    const data = settleStoredApplicationData({ storage, now: T0, expiryMs: EXPIRY });
    expect(data).not.toHaveProperty('amount', 'lots');
    expect(data?.period).toBe(12);
  });
});

describe('DESIGN "Personal data in the browser": local storage holds no personal data', () => {
  const personal = {
    personalDetails: { firstName: 'Ana', lastName: 'Lopez', personalCode: 'LOAA800101HDFPRN09' },
    contactDetails: { email: 'ana@example.com', phoneNumber: '5512345678' },
    incomeDetails: { iban: 'MX00' },
  };
  it('writing strips every field outside the non-personal schema', () => {
    const { storage, local } = memorySafeStorage();
    expect(writeStoredApplicationData(storage, { ...fresh, ...personal })).toBe(true);
    const raw = local.getItem('storedLoanApplication') ?? '';
    for (const value of ['Ana', 'Lopez', 'ana@example.com', '5512345678', 'LOAA800101HDFPRN09', 'MX00']) {
      expect(raw).not.toContain(value);
    }
    expect(JSON.parse(raw)).toMatchObject({ amount: 10000, period: 12 });
  });

  it('an entry left by an older build with personal data is stripped at boot', () => {
    const { storage, local } = memorySafeStorage({
      local: { storedLoanApplication: JSON.stringify({ ...fresh, ...personal }) },
    });
    settleStoredApplicationData({ storage, now: T0, expiryMs: EXPIRY });
    expect(local.getItem('storedLoanApplication')).not.toContain('ana@example.com');
  });
});
