/**
 * The pending lead create in session storage (key `pendingLeadCreate`, docs/adr/0011-what-the-browser-keeps.md):
 * its idempotency key and the SHA-256 of its body, so a create cut off by a reload and sent again reuses the key and
 * the API makes one lead, and the page it was sent from. Read through a schema; anything else is dropped.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import { StorageKey } from '../lib/storage/keys.ts';
import type { SafeStorage } from '../lib/storage/safe-storage.ts';
import type { PendingCreate, PendingCreateRecord } from './idempotency.ts';

const pendingCreateSchema = lazySchema(() =>
  z.object({
    key: z.string().check(z.minLength(1)),
    fingerprint: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    volatile: z.optional(z.record(z.string(), z.unknown())),
    sentFrom: z.optional(z.string()),
  }),
);

export function pendingCreateRecord(storage: SafeStorage): PendingCreateRecord {
  return {
    read(): PendingCreate | null {
      const parsed = z.safeParse(pendingCreateSchema, storage.session.get(StorageKey.pendingLeadCreate));
      return parsed.success ? parsed.data : null;
    },
    write(pending) {
      if (pending) storage.session.set(StorageKey.pendingLeadCreate, pending);
      else storage.session.remove(StorageKey.pendingLeadCreate);
    },
  };
}
