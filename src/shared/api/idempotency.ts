/**
 * Idempotency keys for lead creation. The server answers a repeated key with the lead it already made,
 * and answers a key reused with a different body with 422 (contract/errors.ts). So one key belongs to one
 * logical create of one body: a retry of that body (react-query's retry, the applicant pressing Next
 * again after a timeout, or the same body sent again after a reload cut the first create off) reuses it; a
 * changed body, or a create after a success, gets a new one.
 *
 * A reload loses memory, so the pending create's key is also kept in a record (session storage, see
 * pending-create.ts) with a SHA-256 of its body, never the body: the body holds identifiers that the browser does
 * not store (docs/adr/0011-what-the-browser-keeps.md).
 */
import { createUuid } from './uuid';

export interface PendingCreate {
  key: string;
  /** SHA-256 of the body, hex. */
  fingerprint: string;
}

/** Where the pending create outlives a reload; the keeper works in memory alone without one. */
export interface PendingCreateRecord {
  read(): PendingCreate | null;
  write(pending: PendingCreate | null): void;
}

export interface IdempotencyKeeper {
  /** The key for this body: the same as last time while the body is unchanged and no create succeeded. */
  keyFor(body: unknown): Promise<string>;
  /** Call after a successful create: the next create is a new logical create. */
  reset(): void;
}

export interface IdempotencyKeeperOptions {
  makeKey?: () => string;
  record?: PendingCreateRecord;
  /** Hashes the body's text; without Web Crypto (an insecure origin) there is no fingerprint and no record. */
  digest?: (text: string) => Promise<string | null>;
}

/** JSON with object keys sorted, so the same body built in another order has the same fingerprint. */
function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, field: unknown) =>
      typeof field === 'object' && field !== null && !Array.isArray(field)
        ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : field,
    ) ?? ''
  );
}

export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createIdempotencyKeeper(options: IdempotencyKeeperOptions = {}): IdempotencyKeeper {
  const { makeKey = createUuid, record, digest = sha256Hex } = options;
  let last: PendingCreate | undefined;
  return {
    async keyFor(body) {
      const text = canonicalJson(body);
      const fingerprint = (await digest(text)) ?? `memory:${text}`;
      if (last?.fingerprint === fingerprint) return last.key;
      const stored = record?.read();
      last = stored?.fingerprint === fingerprint ? stored : { fingerprint, key: makeKey() };
      // Without a hash the fingerprint is the body itself: that one stays in memory.
      if (!fingerprint.startsWith('memory:')) record?.write(last);
      return last.key;
    },
    reset() {
      last = undefined;
      record?.write(null);
    },
  };
}
