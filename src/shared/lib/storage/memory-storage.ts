/**
 * Storage backends for tests and for environments without DOM storage: an in-memory one, and one that
 * throws on every call (a broken, full or forbidden storage).
 */
import type { StorageBackend } from './safe-storage';

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
