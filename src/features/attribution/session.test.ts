import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { clearSession, settleSession, shouldReuseSession } from './session.ts';
import { T0, UUID_A, UUID_B, at, sequentialUuids } from './test-support.ts';

const STORED_START = at(-3_600_000);
const storedSession = (id = UUID_A) => ({
  local: { sessionId: JSON.stringify(id), sessionStartedAt: JSON.stringify(STORED_START) },
});

describe('spec 4: the stored session id is reused if one is stored and the URL has no sessionId, or the URL sessionId equals the stored one', () => {
  it.each([
    ['stored, no URL id', UUID_A, undefined, false, true],
    ['stored, URL id equal', UUID_A, UUID_A, false, true],
    ['stored, URL id different', UUID_A, UUID_B, false, false],
    ['nothing stored', undefined, undefined, false, false],
    ['nothing stored, URL id', undefined, UUID_B, false, false],
    ['stored, forced', UUID_A, undefined, true, false],
    ['stored, URL id equal, forced', UUID_A, UUID_A, true, false],
  ])('%s', (_name, storedSessionId, urlSessionId, forceNew, reuse) => {
    expect(shouldReuseSession({ storedSessionId, urlSessionId, forceNew })).toBe(reuse);
  });

  it('a reused session keeps its id and stored start time and is not new', () => {
    const { storage, session } = memorySafeStorage(storedSession());
    const result = settleSession({
      storage,
      urlSessionId: undefined,
      now: T0,
      randomUUID: sequentialUuids(),
    });
    expect(result).toEqual({ sessionId: UUID_A, sessionStartedAt: STORED_START, isNew: false });
    expect(session.getItem('sessionId')).toBe(JSON.stringify(UUID_A));
    expect(session.getItem('newSessionFlag')).toBeNull();
  });

  it('an invalid URL sessionId is ignored: the stored session is reused', () => {
    const { storage } = memorySafeStorage(storedSession());
    const result = settleSession({
      storage,
      urlSessionId: 'not-a-uuid',
      now: T0,
      randomUUID: sequentialUuids(),
    });
    expect(result.sessionId).toBe(UUID_A);
  });

  it('a stored session id that is not a UUID is not trusted', () => {
    const { storage } = memorySafeStorage(storedSession('tampered'));
    const result = settleSession({
      storage,
      urlSessionId: undefined,
      now: T0,
      randomUUID: sequentialUuids(),
    });
    expect(result).toMatchObject({ sessionId: '00000000-0000-4000-8000-000000000001', isNew: true });
  });
});

describe('spec 4: otherwise, or when forced, a new session starts: the URL sessionId if it is a valid UUID, else a new random UUID', () => {
  it.each([
    ['nothing stored, no URL id', {}, undefined, false, '00000000-0000-4000-8000-000000000001'],
    ['nothing stored, URL id', {}, UUID_B, false, UUID_B],
    ['stored, different URL id', storedSession(), UUID_B, false, UUID_B],
    ['stored, forced, no URL id', storedSession(), undefined, true, '00000000-0000-4000-8000-000000000001'],
    ['stored, forced, same URL id', storedSession(), UUID_A, true, UUID_A],
    ['nothing stored, invalid URL id', {}, 'x', false, '00000000-0000-4000-8000-000000000001'],
  ])('%s', (_name, initial, urlSessionId, forceNew, expectedId) => {
    const { storage, session, local } = memorySafeStorage(initial);
    const result = settleSession({ storage, urlSessionId, now: T0, randomUUID: sequentialUuids(), forceNew });
    expect(result).toEqual({ sessionId: expectedId, sessionStartedAt: T0, isNew: true });
    for (const area of [session, local]) {
      expect(area.getItem('sessionId')).toBe(JSON.stringify(expectedId));
    }
  });
});

describe('spec 4: the start time is stored in UTC ISO form and a new-session flag is set', () => {
  it('writes sessionStartedAt as an ISO string and newSessionFlag true, in both storages', () => {
    const { storage, session, local } = memorySafeStorage();
    settleSession({ storage, urlSessionId: undefined, now: T0, randomUUID: sequentialUuids() });
    for (const area of [session, local]) {
      expect(area.getItem('sessionStartedAt')).toBe('"2026-05-01T12:00:00.000Z"');
      expect(area.getItem('newSessionFlag')).toBe('true');
    }
  });

  it('a reused session without a stored start time gets one now', () => {
    const { storage, local } = memorySafeStorage({ local: { sessionId: JSON.stringify(UUID_A) } });
    const result = settleSession({
      storage,
      urlSessionId: undefined,
      now: T0,
      randomUUID: sequentialUuids(),
    });
    expect(result).toEqual({ sessionId: UUID_A, sessionStartedAt: T0, isNew: false });
    expect(local.getItem('sessionStartedAt')).toBe('"2026-05-01T12:00:00.000Z"');
  });
});

describe('spec 4: clearing a session removes the id, the start time, the new-session flag and the accepted-redirected flag', () => {
  it('removes exactly those keys from both storages', () => {
    const keys = {
      sessionId: '"x"',
      sessionStartedAt: '"y"',
      newSessionFlag: 'true',
      sessionAcceptedRedirected: 'true',
      // What this build keeps per session besides (docs/adr/0018).
      sellingTierGlobalId: '{"id":"t"}',
      utmTouches: '{"firstTouch":{"source":"g"}}',
      reapplying: 'true',
      gclid: '{}',
    };
    const { storage, session, local } = memorySafeStorage({ session: { ...keys }, local: { ...keys } });
    clearSession(storage);
    expect([...session.entries.keys()]).toEqual(['gclid']);
    expect([...local.entries.keys()]).toEqual(['gclid']);
  });

  it('a new session replacing an old one leaves no accepted-redirected flag behind', () => {
    const { storage, session } = memorySafeStorage({
      session: { sessionId: JSON.stringify(UUID_A), sessionAcceptedRedirected: 'true' },
    });
    settleSession({ storage, urlSessionId: UUID_B, now: T0, randomUUID: sequentialUuids() });
    expect(session.getItem('sessionAcceptedRedirected')).toBeNull();
  });
});
