/**
 * Storage backends for tests and for environments without DOM storage: an in-memory one, and one that
 * throws on every call (a broken, full or forbidden storage).
 */
import type { SafeStorage, StorageBackend } from './safe-storage.ts';
import { createSafeStorage, createSafeStorageArea } from './safe-storage.ts';

export interface MemoryStorage extends StorageBackend {
  /** The raw stored strings, for assertions. */
  readonly entries: Map<string, string>;
}

export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}

export function throwingStorage(error: () => Error = () => new DOMException('denied', 'SecurityError')) {
  const fail = (): never => {
    throw error();
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail } satisfies StorageBackend;
}

/** A SafeStorage over two in-memory backends, with the backends exposed for assertions. */
export function memorySafeStorage(
  initial: { session?: Record<string, string>; local?: Record<string, string> } = {},
): { storage: SafeStorage; session: MemoryStorage; local: MemoryStorage } {
  const session = memoryStorage(initial.session);
  const local = memoryStorage(initial.local);
  const storage = createSafeStorage({
    session: createSafeStorageArea('sessionStorage', () => session),
    local: createSafeStorageArea('localStorage', () => local),
  });
  return { storage, session, local };
}

/** A SafeStorage whose two backends throw on every call. */
export function throwingSafeStorage(): SafeStorage {
  return createSafeStorage({
    session: createSafeStorageArea('sessionStorage', () => throwingStorage()),
    local: createSafeStorageArea('localStorage', () => throwingStorage()),
  });
}
