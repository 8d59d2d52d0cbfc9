/**
 * Safe storage over localStorage and sessionStorage (spec sections 3, 5 and 8).
 * - Every operation catches its own failure: set/remove/clear return false, reads return null, and the
 *   catalogue line 'Error setting|retrieving|removing|clearing key in localStorage|sessionStorage' is logged
 *   with the key (never the value: values may be personal).
 * - When a storage is unavailable (access throws, disabled, quota 0 as in old private modes) a no-op area is
 *   used instead, so the app keeps working without it.
 * - Values are written as JSON and read back through the reviver; reading through a schema drops a value
 *   that does not parse, and reads session storage first, then local storage.
 */
import * as z from 'zod/mini';
import { logger } from '../logger.ts';
import { reviveStoredValue } from './reviver.ts';
import type { InMemoryKey, StorageKey } from './keys.ts';

/** Storage keys of spec section 3, and client-state slices that may be mirrored in storage. */
export type StoredKey = StorageKey | InMemoryKey;

export type StorageAreaName = 'localStorage' | 'sessionStorage';

/** The part of the DOM Storage interface we use; a fake in tests, window.localStorage in the app. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export interface SafeStorageArea {
  readonly name: StorageAreaName;
  /** False when this area is the no-op fallback. */
  readonly available: boolean;
  /** Writes the value as JSON; false on failure. */
  set(key: StoredKey, value: unknown): boolean;
  /** The revived value, or null when absent or on failure. */
  get(key: StoredKey): unknown;
  remove(key: StoredKey): boolean;
  clear(): boolean;
}

export interface SafeStorage {
  readonly local: SafeStorageArea;
  readonly session: SafeStorageArea;
  /** The first value that parses with the schema, session storage first, then local storage; else null. */
  read<S extends z.ZodMiniType>(key: StoredKey, schema: S): z.output<S> | null;
  /** Writes to both areas; true when at least one write succeeded. */
  writeBoth(key: StoredKey, value: unknown): boolean;
  /** Removes from both areas; true when both removals succeeded. */
  removeBoth(key: StoredKey): boolean;
}

type Operation = 'setting' | 'retrieving' | 'removing' | 'clearing';

export function storageErrorMessage(operation: Operation, area: StorageAreaName): string {
  return `Error ${operation} key in ${area}`;
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

const PROBE_KEY = '__storage_probe__';

/** Opens the backend and proves it can write; null when it is unavailable. */
function openBackend(getBackend: () => StorageBackend | null | undefined): StorageBackend | null {
  try {
    const backend = getBackend();
    if (!backend) return null;
    backend.setItem(PROBE_KEY, PROBE_KEY);
    backend.removeItem(PROBE_KEY);
    return backend;
  } catch {
    return null;
  }
}

export function noopStorageArea(name: StorageAreaName): SafeStorageArea {
  return {
    name,
    available: false,
    set: () => false,
    get: () => null,
    remove: () => false,
    clear: () => false,
  };
}

export function createSafeStorageArea(
  name: StorageAreaName,
  getBackend: () => StorageBackend | null | undefined,
): SafeStorageArea {
  const backend = openBackend(getBackend);
  if (!backend) return noopStorageArea(name);
  const fail = (operation: Operation, key?: StoredKey, error?: unknown) => {
    logger.error(storageErrorMessage(operation, name), { key, error: errorName(error) });
  };
  return {
    name,
    available: true,
    set(key, value) {
      try {
        const text = JSON.stringify(value);
        if (text === undefined) throw new TypeError('Value cannot be stored');
        backend.setItem(key, text);
        return true;
      } catch (error) {
        fail('setting', key, error);
        return false;
      }
    },
    get(key) {
      try {
        return reviveStoredValue(backend.getItem(key));
      } catch (error) {
        fail('retrieving', key, error);
        return null;
      }
    },
    remove(key) {
      try {
        backend.removeItem(key);
        return true;
      } catch (error) {
        fail('removing', key, error);
        return false;
      }
    },
    clear() {
      try {
        backend.clear();
        return true;
      } catch (error) {
        fail('clearing', undefined, error);
        return false;
      }
    },
  };
}

export function createSafeStorage(areas: { local: SafeStorageArea; session: SafeStorageArea }): SafeStorage {
  const { local, session } = areas;
  return {
    local,
    session,
    read(key, schema) {
      for (const area of [session, local]) {
        const value = area.get(key);
        if (value === null) continue;
        const parsed = z.safeParse(schema, value);
        if (parsed.success) return parsed.data;
      }
      return null;
    },
    writeBoth(key, value) {
      const wroteSession = session.set(key, value);
      const wroteLocal = local.set(key, value);
      return wroteSession || wroteLocal;
    },
    removeBoth(key) {
      const removedSession = session.remove(key);
      const removedLocal = local.remove(key);
      return removedSession && removedLocal;
    },
  };
}

/** The safe storage of this browser window; either area falls back to a no-op when unavailable. */
export function browserSafeStorage(): SafeStorage {
  return createSafeStorage({
    local: createSafeStorageArea('localStorage', () => window.localStorage),
    session: createSafeStorageArea('sessionStorage', () => window.sessionStorage),
  });
}
