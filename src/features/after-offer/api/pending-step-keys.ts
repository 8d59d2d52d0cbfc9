/**
 * Idempotency keys of after-offer step calls not yet answered (docs/adr/0011-what-the-browser-keeps.md): one key per
 * call (its route), kept in session storage under `pendingStepCalls` until a definitive answer comes, so the same
 * call sent again after a reload cut its answer off carries the same key and the API records the step once.
 *
 * Unlike the lead create, no fingerprint of the body is kept: step bodies hold identifiers, passwords and codes, and
 * an unsalted hash of a short body (a CNP, a six-digit code) can be reversed. The API scopes a key to its lead and
 * lets the first call win, so a key sent again with a different body answers with the state the first one reached.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { ApiResult } from '#shared/api/api-error.ts';
import { createUuid } from '#shared/api/uuid.ts';
import { StorageKey } from '#shared/lib/storage/keys.ts';
import type { SafeStorageArea } from '#shared/lib/storage/safe-storage.ts';

const pendingKeysSchema = lazySchema(() =>
  z.record(z.string(), z.string().check(z.minLength(8), z.maxLength(128))),
);

export interface PendingStepKeys {
  /** The key of this call: the pending one when the last send got no definitive answer, else a new one. */
  keyFor(call: string): string;
  /** After the call's answer: a success or a refusal ends the key; a timeout, offline or 5xx keeps it. */
  settle(call: string, result: ApiResult<unknown>): void;
}

/** A refusal (4xx) is the server's last word on that send; anything else may have been recorded or not. */
const isDefinitive = (result: ApiResult<unknown>): boolean =>
  result.ok || (result.error.kind === 'http' && result.error.status < 500);

export function pendingStepKeys(
  area: SafeStorageArea | null,
  makeKey: () => string = createUuid,
): PendingStepKeys {
  // Without storage (or when a write fails) the keys still hold for retries within the page's life.
  let memory: Record<string, string> = {};
  const read = (): Record<string, string> => {
    const parsed = z.safeParse(pendingKeysSchema, area?.get(StorageKey.pendingStepCalls));
    return parsed.success ? { ...memory, ...parsed.data } : memory;
  };
  const write = (keys: Record<string, string>) => {
    memory = keys;
    if (!area) return;
    if (Object.keys(keys).length === 0) area.remove(StorageKey.pendingStepCalls);
    else area.set(StorageKey.pendingStepCalls, keys);
  };
  return {
    keyFor(call) {
      const keys = read();
      const existing = keys[call];
      if (existing) return existing;
      const key = makeKey();
      write({ ...keys, [call]: key });
      return key;
    },
    settle(call, result) {
      if (!isDefinitive(result)) return;
      const { [call]: _ended, ...rest } = read();
      write(rest);
    },
  };
}
