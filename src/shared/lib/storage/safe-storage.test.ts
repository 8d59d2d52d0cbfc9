// @vitest-environment happy-dom
import * as z from 'zod/mini';
import { logger } from '../logger.ts';
import { StorageKey } from './keys.ts';
import { memoryStorage, throwingStorage } from './memory-storage.ts';
import type { StorageAreaName, StorageBackend } from './safe-storage.ts';
import { browserSafeStorage, createSafeStorage, createSafeStorageArea } from './safe-storage.ts';

/** A backend that passes the availability probe, then fails the named operation for every other key. */
function failingOn(operation: keyof StorageBackend): StorageBackend {
  const inner = memoryStorage();
  const guard =
    <A extends unknown[], R>(name: keyof StorageBackend, call: (...args: A) => R) =>
    (...args: A): R => {
      if (name === operation && args[0] !== '__storage_probe__') {
        throw new DOMException('full', 'QuotaExceededError');
      }
      return call(...args);
    };
  return {
    getItem: guard('getItem', inner.getItem),
    setItem: guard('setItem', inner.setItem),
    removeItem: guard('removeItem', inner.removeItem),
    clear: guard('clear', inner.clear),
  };
}

describe('spec 8: storage errors return false or null and log the catalogue line with the key', () => {
  const areas: StorageAreaName[] = ['localStorage', 'sessionStorage'];
  const cases = [
    [
      'setting',
      'setItem',
      (a: ReturnType<typeof createSafeStorageArea>) => a.set(StorageKey.gclid, 1),
      false,
    ],
    ['retrieving', 'getItem', (a: ReturnType<typeof createSafeStorageArea>) => a.get(StorageKey.gclid), null],
    [
      'removing',
      'removeItem',
      (a: ReturnType<typeof createSafeStorageArea>) => a.remove(StorageKey.gclid),
      false,
    ],
    ['clearing', 'clear', (a: ReturnType<typeof createSafeStorageArea>) => a.clear(), false],
  ] as const;
  for (const area of areas) {
    it.each(cases)(`%s in ${area}`, (operation, method, run, expected) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const entries: { message: string; details: string }[] = [];
      const unsubscribe = logger.subscribe((entry) => entries.push(entry));
      const safe = createSafeStorageArea(area, () => failingOn(method));
      expect(safe.available).toBe(true);
      expect(run(safe)).toBe(expected);
      unsubscribe();
      expect(entries).toHaveLength(1);
      expect(entries[0]?.message).toBe(`Error ${operation} key in ${area}`);
      if (operation !== 'clearing') expect(JSON.parse(entries[0]?.details ?? '{}').key).toBe('gclid');
      expect(error).toHaveBeenCalledTimes(1);
    });
  }

  it('never logs the stored value', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => lines.push(args.join(' ')));
    const safe = createSafeStorageArea('localStorage', () => failingOn('setItem'));
    safe.set(StorageKey.storedLoanApplication, { secret: 'maria@example.com' });
    expect(lines.join('\n')).not.toContain('maria@example.com');
  });
});

describe('spec 8: if storage is unavailable, a no-op fallback is used', () => {
  it.each([
    [
      'access throws',
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
    ],
    ['storage is missing', () => undefined],
    ['every call throws (quota 0, private mode)', () => throwingStorage()],
  ])('%s', (_name, getBackend) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const safe = createSafeStorageArea('localStorage', getBackend);
    expect(safe.available).toBe(false);
    expect(safe.set(StorageKey.sessionId, 'x')).toBe(false);
    expect(safe.get(StorageKey.sessionId)).toBeNull();
    expect(safe.remove(StorageKey.sessionId)).toBe(false);
    expect(safe.clear()).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('safe storage round trip', () => {
  it.each([
    ['string', 'abc'],
    ['number inside an object', { amount: 10000 }],
    ['boolean', true],
    ['date', new Date('2026-01-02T03:04:05.678Z')],
    ['nested date', { at: new Date('2026-01-02T03:04:05.678Z') }],
  ])('%s comes back as written', (_name, value) => {
    const safe = createSafeStorageArea('localStorage', () => memoryStorage());
    expect(safe.set(StorageKey.state, value)).toBe(true);
    expect(safe.get(StorageKey.state)).toEqual(value);
  });

  it('an absent key reads as null', () => {
    expect(createSafeStorageArea('sessionStorage', () => memoryStorage()).get(StorageKey.lid)).toBeNull();
  });

  it('a value that cannot be serialised is not written', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = memoryStorage();
    const safe = createSafeStorageArea('localStorage', () => backend);
    expect(safe.set(StorageKey.state, undefined)).toBe(false);
    expect(backend.entries.has('state')).toBe(false);
  });
});

describe('spec 4: stored values are read from session storage first, then local storage', () => {
  const schema = z.object({ id: z.string() });
  const make = (session: Record<string, string>, local: Record<string, string>) =>
    createSafeStorage({
      session: createSafeStorageArea('sessionStorage', () => memoryStorage(session)),
      local: createSafeStorageArea('localStorage', () => memoryStorage(local)),
    });
  it.each([
    ['both hold a value: session wins', { state: '{"id":"s"}' }, { state: '{"id":"l"}' }, { id: 's' }],
    ['only local holds it', {}, { state: '{"id":"l"}' }, { id: 'l' }],
    [
      'session value does not parse: local is used',
      { state: '{"id":1}' },
      { state: '{"id":"l"}' },
      { id: 'l' },
    ],
    ['neither parses: dropped', { state: '"junk"' }, { state: '[1]' }, null],
    ['neither holds it', {}, {}, null],
  ])('%s', (_name, session, local, expected) => {
    expect(make(session, local).read(StorageKey.state, schema)).toEqual(expected);
  });

  it('writeBoth and removeBoth touch both areas', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    const storage = createSafeStorage({
      session: createSafeStorageArea('sessionStorage', () => session),
      local: createSafeStorageArea('localStorage', () => local),
    });
    expect(storage.writeBoth(StorageKey.sessionId, 'abc')).toBe(true);
    expect([session.getItem('sessionId'), local.getItem('sessionId')]).toEqual(['"abc"', '"abc"']);
    expect(storage.removeBoth(StorageKey.sessionId)).toBe(true);
    expect([session.getItem('sessionId'), local.getItem('sessionId')]).toEqual([null, null]);
  });
});

describe('browserSafeStorage', () => {
  it('uses window.localStorage and window.sessionStorage', () => {
    const storage = browserSafeStorage();
    storage.local.set(StorageKey.gclid, { gclid: 'g' });
    storage.session.set(StorageKey.initAt, 'x');
    expect(window.localStorage.getItem('gclid')).toBe('{"gclid":"g"}');
    expect(window.sessionStorage.getItem('initAt')).toBe('"x"');
  });
});
