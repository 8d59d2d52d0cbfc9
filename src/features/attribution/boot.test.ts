import { memorySafeStorage, throwingSafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { LEGACY_CLICK_ID_EXPIRY_MS } from './ad-click.ts';
import type { BootAttributionInput } from './boot.ts';
import { bootAttribution } from './boot.ts';
import type { DeviceEnvironment } from './device-data.ts';
import { HOUR, T0, UUID_A, UUID_B, at, recordLogs, sequentialUuids } from './test-support.ts';
import { isUuid } from './uuid.ts';

const device: DeviceEnvironment = {
  timezoneOffset: () => 360,
  deviceMemory: 4,
  language: 'es-MX',
  screen: { width: 1280, height: 720 },
};
const FULL = new URLSearchParams({
  refName: 'aff',
  refSubId: 'sub',
  refTransactionId: 'tx',
  amount: '5000',
  period: '12',
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  phoneNumber: '5512345678',
  sellingTierGlobalId: 'tier-1',
  fbclid: 'FB1',
  ttclid: 'TT1',
  gclid: 'G1',
  gclsrc: 'aw.ds',
  utm_source: 'google',
  sessionId: UUID_A,
});
const landing = (query: URLSearchParams | string) =>
  `https://apply.example.mx/application-frontend/?${query}`;

function boot(overrides: Partial<BootAttributionInput> & Pick<BootAttributionInput, 'storage'>) {
  return bootAttribution({
    url: landing(FULL),
    now: () => T0,
    randomUUID: sequentialUuids(),
    device,
    ...overrides,
  });
}

describe('bootAttribution: landing with a full set of parameters', () => {
  it('returns the typed landing data and the lead blocks', () => {
    recordLogs();
    const { storage } = memorySafeStorage();
    const result = boot({ storage });
    expect(result.urlRead).toBe(true);
    expect(result.landing).toMatchObject({ amount: 5000, period: 12, sellingTierGlobalId: 'tier-1' });
    expect(result.session).toEqual({ sessionId: UUID_A, sessionStartedAt: T0, isNew: true });
    expect(result.affiliateReferenceParams).toEqual({
      attribute: 'aff',
      subId: 'sub',
      transactionId: 'tx',
      setAt: T0.toISOString(),
    });
    expect(result.googleClick).toEqual({ gclid: 'G1', gclidAt: T0.toISOString() });
    expect(result.pixel).toEqual({ fbc: `fb.2.${T0.getTime()}.FB1`, ttclid: 'TT1' });
    expect(result.posthogParameters).toEqual({
      isLeadPrefilled: true,
      leadPrefilledFields: ['firstName', 'lastName', 'email', 'phoneNumber'],
    });
    expect(result.landing.prefill).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      phoneNumber: '5512345678',
    });
    expect(result.tags).toEqual(['application-frontend']);
    expect(result.storedApplication).toBeNull();
    expect(result.sellingTierGlobalId).toBe('tier-1');
    expect(result.utm).toEqual({ firstTouch: { source: 'google' }, lastTouch: { source: 'google' } });
    expect(result.leadSource).toBe('web');
  });

  it('stores the session, the affiliate reference, the click ids and the init time', () => {
    recordLogs();
    const { storage, session, local } = memorySafeStorage();
    boot({ storage });
    const reference = JSON.stringify({ attribute: 'aff', subId: 'sub', transactionId: 'tx', setAt: T0 });
    const utmTouches = JSON.stringify({ firstTouch: { source: 'google' }, lastTouch: { source: 'google' } });
    expect(Object.fromEntries(local.entries)).toEqual({
      sessionId: JSON.stringify(UUID_A),
      sessionStartedAt: JSON.stringify(T0),
      newSessionFlag: 'true',
      affiliateReferenceParams: reference,
      gclid: JSON.stringify({
        gclid: 'G1',
        gclsrc: 'aw.ds',
        setAt: T0,
        expiryDate: T0.getTime() + LEGACY_CLICK_ID_EXPIRY_MS,
      }),
      utmTouches,
    });
    expect(Object.fromEntries(session.entries)).toEqual({
      sessionId: JSON.stringify(UUID_A),
      sessionStartedAt: JSON.stringify(T0),
      newSessionFlag: 'true',
      affiliateReferenceParams: reference,
      sellingTierGlobalId: JSON.stringify({ id: 'tier-1' }),
      utmTouches,
      initAt: JSON.stringify(T0),
    });
  });

  it('DESIGN "Personal data in the browser": prefilled applicant fields are never written to storage', () => {
    recordLogs();
    const { storage, session, local } = memorySafeStorage();
    boot({ storage });
    const everything = JSON.stringify([...session.entries, ...local.entries]);
    for (const value of ['Ana', 'Lopez', 'ana@example.com', '5512345678']) {
      expect(everything).not.toContain(value);
    }
  });
});

describe('bootAttribution: landing again with other parameters', () => {
  it('overrides the affiliate reference and the click ids, and starts a new session', () => {
    recordLogs();
    const { storage, local, session } = memorySafeStorage();
    boot({ storage });
    session.entries.set('sessionAcceptedRedirected', 'true');
    const later = at(2 * HOUR);
    const second = boot({
      storage,
      url: landing('refName=other&wbraid=W2'),
      now: () => later,
    });
    expect(second.session).toEqual({
      sessionId: '00000000-0000-4000-8000-000000000001',
      sessionStartedAt: later,
      isNew: true,
    });
    expect(second.affiliateReference).toEqual({
      attribute: 'other',
      subId: undefined,
      transactionId: undefined,
      setAt: later,
    });
    expect(second.googleClick).toEqual({ wbraid: 'W2', gclidAt: later.toISOString() });
    expect(local.getItem('sessionId')).toBe(JSON.stringify('00000000-0000-4000-8000-000000000001'));
    expect(JSON.parse(local.getItem('affiliateReferenceParams') ?? '{}').attribute).toBe('other');
    expect(JSON.parse(local.getItem('gclid') ?? '{}')).not.toHaveProperty('gclid');
    expect(session.getItem('sessionAcceptedRedirected')).toBeNull();
    // The init time is the first boot of the session: a new session starts it again.
    expect(session.getItem('initAt')).toBe(JSON.stringify(later));
  });

  it('a reload without parameters keeps the session and the reference', () => {
    recordLogs();
    const { storage } = memorySafeStorage();
    const first = boot({ storage });
    const again = boot({ storage, url: landing(''), now: () => at(HOUR) });
    expect(again.session).toEqual({ ...first.session, isNew: false });
    expect(again.affiliateReference).toEqual(first.affiliateReference);
    expect(again.googleClick).toEqual(first.googleClick);
  });
});

describe('bootAttribution: device data', () => {
  it('measures the loading time since the stored init time when it is called', () => {
    recordLogs();
    const { storage } = memorySafeStorage();
    let now = T0;
    const result = boot({ storage, now: () => now });
    now = at(4200);
    expect(result.buildDeviceData()).toEqual({
      timezoneOffset: 360,
      deviceMemory: 4,
      browserLanguage: 'es-MX',
      screenResolution: '1280 x 720',
      loadingTime: 4200,
    });
  });
});

describe('bootAttribution: the init time of a new session', () => {
  it('starts again with a new session, so a returning applicant is not measured from an old landing', () => {
    recordLogs();
    const { storage } = memorySafeStorage();
    boot({ storage, now: () => T0 });
    const later = at(481 * HOUR);
    const returning = boot({ storage, now: () => later, url: landing('') });
    expect(returning.session.isNew).toBe(true);
    expect(returning.buildDeviceData().loadingTime).toBe(0);
  });

  it('keeps it across reloads of the same session', () => {
    recordLogs();
    const { storage } = memorySafeStorage();
    boot({ storage, now: () => T0 });
    const reloaded = boot({ storage, now: () => at(5000), url: landing('') });
    expect(reloaded.session.isNew).toBe(false);
    expect(reloaded.buildDeviceData().loadingTime).toBe(5000);
  });
});

describe('spec 8: if storage is unavailable, the app keeps working', () => {
  it('a storage that throws on every call still boots', () => {
    const logs = recordLogs();
    const result = boot({ storage: throwingSafeStorage() });
    expect(result.session).toEqual({ sessionId: UUID_A, sessionStartedAt: T0, isNew: true });
    expect(result.affiliateReference.attribute).toBe('aff');
    expect(result.buildDeviceData().loadingTime).toBe(0);
    expect(logs.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('a broken clock, random source and URL still boot', () => {
    recordLogs();
    const result = bootAttribution({
      url: 'http://[broken',
      now: () => {
        throw new Error('clock');
      },
      randomUUID: () => {
        throw new Error('no crypto');
      },
      storage: throwingSafeStorage(),
      device,
    });
    expect(result.urlRead).toBe(false);
    expect(isUuid(result.session.sessionId)).toBe(true);
    expect(result.affiliateReference).toEqual({
      attribute: undefined,
      subId: undefined,
      transactionId: undefined,
    });
  });

  it('a storage whose reads fail after opening still boots and logs the catalogue lines', () => {
    const logs = recordLogs();
    const { storage, local, session } = memorySafeStorage();
    for (const backend of [local, session]) {
      backend.getItem = () => {
        throw new DOMException('gone', 'SecurityError');
      };
    }
    const result = boot({ storage, url: landing(`sessionId=${UUID_B}`) });
    expect(result.session.sessionId).toBe(UUID_B);
    expect(logs.messages()).toContain('Error retrieving key in sessionStorage');
    expect(logs.messages()).toContain('Error retrieving key in localStorage');
  });
});
