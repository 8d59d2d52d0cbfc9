import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import type { ExpiryRules } from './affiliate-reference.ts';
import {
  AffiliateLog,
  affiliateReferenceFromUrl,
  isAffiliateReferenceExpired,
  settleAffiliateReference,
  toAffiliateReferenceParams,
} from './affiliate-reference.ts';
import { DEFAULT_AFFILIATE_EXPIRY_HOURS } from '#shared/config/defaults.ts';
import type { LandingAffiliate } from './landing-params.ts';
import { HOUR, T0, at, recordLogs } from './test-support.ts';

const rules: ExpiryRules = { affiliateExpiryHours: DEFAULT_AFFILIATE_EXPIRY_HOURS, staticAffiliateNames: [] };
const stored = (value: object) => JSON.stringify(value);

describe('spec 5: if URL data is missing or has none of refName, refSubId and refTransactionId, an empty reference is used and logged', () => {
  const empty = { attribute: undefined, subId: undefined, transactionId: undefined };
  it.each([
    ['URL data missing', undefined, AffiliateLog.urlDataUndefined],
    ['no parameters', {}, AffiliateLog.noValidParameters],
    ['empty strings', { refName: '', refSubId: '', refTransactionId: '' }, AffiliateLog.noValidParameters],
  ])('%s', (_name, urlData, message) => {
    const logs = recordLogs();
    expect(affiliateReferenceFromUrl(urlData)).toEqual(empty);
    expect(logs.messages()).toEqual([message]);
    expect(message).toBe(
      urlData === undefined
        ? 'URL data is undefined. Returning default empty affiliate reference.'
        : 'No valid affiliate parameters found in URL data.',
    );
  });

  it('maps refName, refSubId and refTransactionId to attribute, subId and transactionId', () => {
    const logs = recordLogs();
    expect(affiliateReferenceFromUrl({ refName: 'a', refSubId: 's', refTransactionId: 't' })).toEqual({
      attribute: 'a',
      subId: 's',
      transactionId: 't',
    });
    expect(logs.entries).toEqual([]);
  });
});

describe('spec 5: a URL change counts only if at least one of attribute, subId or transactionId is present', () => {
  const storedRef = { attribute: 'old', setAt: T0.toISOString() };
  it.each([
    ['none present: stored kept', {}, 'kept', 'old'],
    ['attribute present', { refName: 'new' }, 'url-override', 'new'],
    ['only subId present', { refSubId: 's' }, 'url-override', undefined],
    ['only transactionId present', { refTransactionId: 't' }, 'url-override', undefined],
  ])('%s', (_name, urlData, outcome, attribute) => {
    recordLogs();
    const { storage } = memorySafeStorage({ local: { affiliateReferenceParams: stored(storedRef) } });
    const result = settleAffiliateReference({ storage, urlData, now: at(HOUR), rules });
    expect(result.outcome).toBe(outcome);
    expect(result.reference.attribute).toBe(attribute);
  });
});

describe('spec 4: if the URL values differ from the stored ones, they override them and the session is reset', () => {
  it.each<[string, object | undefined, LandingAffiliate, boolean]>([
    ['nothing stored', undefined, { refName: 'a' }, true],
    ['different attribute', { attribute: 'b' }, { refName: 'a' }, true],
    ['same attribute, new transaction', { attribute: 'a' }, { refName: 'a', refTransactionId: 't' }, true],
    [
      'identical values',
      { attribute: 'a', transactionId: 't' },
      { refName: 'a', refTransactionId: 't' },
      false,
    ],
  ])('%s', (_name, storedValues, urlData, overrides) => {
    recordLogs();
    const { storage, local, session } = memorySafeStorage(
      storedValues ? { local: { affiliateReferenceParams: stored({ ...storedValues, setAt: T0 }) } } : {},
    );
    const now = at(2 * HOUR);
    const result = settleAffiliateReference({ storage, urlData, now, rules });
    expect(result.resetSession).toBe(overrides);
    expect(result.outcome).toBe(overrides ? 'url-override' : 'kept');
    expect(result.reference.setAt).toEqual(overrides ? now : T0);
    const expected = stored({
      attribute: urlData.refName,
      subId: undefined,
      transactionId: urlData.refTransactionId,
      setAt: overrides ? now : T0,
    });
    expect(JSON.parse(local.getItem('affiliateReferenceParams') ?? 'null')).toEqual(JSON.parse(expected));
    expect(session.getItem('affiliateReferenceParams')).toBe(local.getItem('affiliateReferenceParams'));
  });
});

describe('spec 9: affiliate reference expiry 480 hours by default (configurable)', () => {
  it.each([
    ['479 h', 479 * HOUR, 480, false],
    ['exactly 480 h', 480 * HOUR, 480, false],
    ['480 h + 1 ms', 480 * HOUR + 1, 480, true],
    ['configured 24 h, 25 h later', 25 * HOUR, 24, true],
    ['configured 24 h, 23 h later', 23 * HOUR, 24, false],
  ])('%s', (_name, elapsed, hours, expired) => {
    expect(
      isAffiliateReferenceExpired({ attribute: 'a', setAt: T0 }, at(elapsed), {
        affiliateExpiryHours: hours,
        staticAffiliateNames: [],
      }),
    ).toBe(expired);
  });

  it('spec 4: an expired reference resets the session and its parameters are removed', () => {
    recordLogs();
    const { storage, local, session } = memorySafeStorage({
      local: { affiliateReferenceParams: stored({ attribute: 'a', setAt: T0 }) },
      session: { affiliateReferenceParams: stored({ attribute: 'a', setAt: T0 }) },
    });
    const result = settleAffiliateReference({ storage, urlData: {}, now: at(481 * HOUR), rules });
    expect(result).toEqual({
      reference: { attribute: undefined, subId: undefined, transactionId: undefined },
      resetSession: true,
      outcome: 'expired',
    });
    expect(local.entries.has('affiliateReferenceParams')).toBe(false);
    expect(session.entries.has('affiliateReferenceParams')).toBe(false);
  });

  it('an expired reference landed on again with the same link starts afresh from now', () => {
    recordLogs();
    const { storage } = memorySafeStorage({
      local: { affiliateReferenceParams: stored({ attribute: 'a', setAt: T0 }) },
    });
    const now = at(481 * HOUR);
    const result = settleAffiliateReference({ storage, urlData: { refName: 'a' }, now, rules });
    expect(result.outcome).toBe('url-override');
    expect(result.reference).toEqual({
      attribute: 'a',
      subId: undefined,
      transactionId: undefined,
      setAt: now,
    });
  });
});

describe('spec 3: the attribute may be a static affiliate name, which never expires', () => {
  it.each([
    ['static name, 10 years later', 'partner-static', 87_600 * HOUR, false],
    ['other name, same time', 'other', 87_600 * HOUR, true],
  ])('%s', (_name, attribute, elapsed, expired) => {
    expect(
      isAffiliateReferenceExpired({ attribute, setAt: T0 }, at(elapsed), {
        affiliateExpiryHours: 480,
        staticAffiliateNames: ['partner-static'],
      }),
    ).toBe(expired);
  });
});

describe('spec 5: affiliate expiry hours must be a positive number; if invalid, not expired and logged', () => {
  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('%s hours', (hours) => {
    const logs = recordLogs();
    const result = isAffiliateReferenceExpired({ attribute: 'a', setAt: T0 }, at(10_000 * HOUR), {
      affiliateExpiryHours: hours,
      staticAffiliateNames: [],
    });
    expect(result).toBe(false);
    expect(logs.messages()).toEqual([AffiliateLog.invalidExpiryHours]);
  });
});

describe('spec 5: an invalid setAt timestamp is logged', () => {
  it.each([
    ['not a date', 'yesterday'],
    ['missing', undefined],
    ['object', { at: 1 }],
  ])('%s', (_name, setAt) => {
    const logs = recordLogs();
    expect(isAffiliateReferenceExpired({ attribute: 'a', setAt }, at(10_000 * HOUR), rules)).toBe(false);
    expect(logs.messages()).toEqual([AffiliateLog.invalidSetAt]);
  });

  it('a stored reference with an invalid setAt is kept and re-stamped, so it can expire from now on', () => {
    recordLogs();
    const { storage, local } = memorySafeStorage({
      local: { affiliateReferenceParams: stored({ attribute: 'a', setAt: 'junk' }) },
    });
    const now = at(HOUR);
    const result = settleAffiliateReference({ storage, urlData: {}, now, rules });
    expect(result.reference.setAt).toEqual(now);
    expect(JSON.parse(local.getItem('affiliateReferenceParams') ?? '{}').setAt).toBe(now.toISOString());
  });
});

describe('spec 4: otherwise the parameters are saved to session storage and local storage', () => {
  it('a reference only in local storage (a new tab) is saved to both', () => {
    recordLogs();
    const { storage, session, local } = memorySafeStorage({
      local: { affiliateReferenceParams: stored({ attribute: 'a', subId: 's', setAt: T0 }) },
    });
    const result = settleAffiliateReference({ storage, urlData: {}, now: at(HOUR), rules });
    expect(result).toMatchObject({ outcome: 'kept', resetSession: false });
    expect(session.getItem('affiliateReferenceParams')).toBe(local.getItem('affiliateReferenceParams'));
    expect(session.getItem('affiliateReferenceParams')).toContain('"subId":"s"');
  });

  it('spec 4: stored values are read from session storage first, then local storage', () => {
    recordLogs();
    const { storage } = memorySafeStorage({
      session: { affiliateReferenceParams: stored({ attribute: 'from-session', setAt: T0 }) },
      local: { affiliateReferenceParams: stored({ attribute: 'from-local', setAt: T0 }) },
    });
    const result = settleAffiliateReference({ storage, urlData: {}, now: at(HOUR), rules });
    expect(result.reference.attribute).toBe('from-session');
  });

  it('nothing stored and nothing in the URL stores nothing', () => {
    recordLogs();
    const { storage, session, local } = memorySafeStorage();
    const result = settleAffiliateReference({ storage, urlData: {}, now: T0, rules });
    expect(result.outcome).toBe('none');
    expect([...session.entries.keys(), ...local.entries.keys()]).toEqual([]);
  });
});

describe("the lead's affiliateReferenceParams", () => {
  it('carries the values and setAt in UTC ISO form', () => {
    expect(toAffiliateReferenceParams({ attribute: 'a', transactionId: 't', setAt: T0 })).toEqual({
      attribute: 'a',
      subId: undefined,
      transactionId: 't',
      setAt: '2026-05-01T12:00:00.000Z',
    });
  });
});
