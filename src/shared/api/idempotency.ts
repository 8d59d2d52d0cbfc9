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
import { sha256Hex } from '../lib/sha256.ts';
import { createUuid } from './uuid.ts';

export interface PendingCreate {
  key: string;
  /** SHA-256 of the body without its volatile fields, hex. */
  fingerprint: string;
  /** The volatile fields as first sent (not personal: device data), sent again with the key. */
  volatile?: Record<string, unknown>;
  /**
   * Where the caller sent the create from (a page's path, never data): a reload after the create left and before
   * its answer leaves no lead id, and the caller sends that page's create again first (docs/adr/0029).
   */
  sentFrom?: string;
}

/** Where the pending create outlives a reload; the keeper works in memory alone without one. */
export interface PendingCreateRecord {
  read(): PendingCreate | null;
  write(pending: PendingCreate | null): void;
}

export interface IdempotencyKeeper {
  /** The key for this body: the same as last time while the body is unchanged and no create succeeded. */
  keyFor(body: unknown): Promise<string>;
  /**
   * The key and the body to send: a body that matches the pending create but for its volatile fields gets that
   * create's volatile fields back, so the server, which hashes the whole body, sees the same request again.
   */
  prepare<Body extends object>(body: Body, sentFrom?: string): Promise<{ key: string; body: Body }>;
  /** Whether this body is the create pending (the same fingerprint): sent now, it reuses that create's key. */
  isPending(body: unknown): Promise<boolean>;
  /** Call after a successful create: the next create is a new logical create. */
  reset(): void;
}

export interface IdempotencyKeeperOptions {
  makeKey?: () => string;
  record?: PendingCreateRecord;
  /** Hashes the body's text; without Web Crypto (an insecure origin) there is no fingerprint and no record. */
  digest?: (text: string) => Promise<string | null>;
  /**
   * Top-level fields that change with every send without changing the request (the lead's deviceData carries a
   * loading time measured at the send): left out of the fingerprint, and sent as first sent while the create pends.
   */
  volatileFields?: readonly string[];
  /**
   * Top-level fields made afresh for each send and not part of the request either (a captcha token, which the API
   * checks and does not keep): left out of the fingerprint, and sent as given.
   */
  freshFields?: readonly string[];
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

/** The body's fingerprint; null without Web Crypto (an insecure origin), where the keeper works in memory alone. */
export function fingerprintOf(text: string): Promise<string | null> {
  return globalThis.crypto?.subtle ? sha256Hex(text) : Promise.resolve(null);
}

export function createIdempotencyKeeper(options: IdempotencyKeeperOptions = {}): IdempotencyKeeper {
  const {
    makeKey = createUuid,
    record,
    digest = fingerprintOf,
    volatileFields = [],
    freshFields = [],
  } = options;
  let last: PendingCreate | undefined;

  const split = (body: unknown) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return { stable: body, volatile: {} };
    const stable: Record<string, unknown> = {};
    const volatile: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (volatileFields.includes(key)) volatile[key] = value;
      else if (!freshFields.includes(key)) stable[key] = value;
    }
    return { stable, volatile };
  };

  const fingerprintOfStable = async (stable: unknown): Promise<string> => {
    const text = canonicalJson(stable);
    return (await digest(text)) ?? `memory:${text}`;
  };

  const pendingFor = async (body: unknown, sentFrom?: string): Promise<PendingCreate> => {
    const { stable, volatile } = split(body);
    const fingerprint = await fingerprintOfStable(stable);
    if (last?.fingerprint === fingerprint) return last;
    const stored = record?.read();
    last =
      stored?.fingerprint === fingerprint
        ? stored
        : { fingerprint, key: makeKey(), volatile, ...(sentFrom !== undefined && { sentFrom }) };
    // Without a hash the fingerprint is the body itself: that one stays in memory.
    if (!fingerprint.startsWith('memory:')) record?.write(last);
    return last;
  };

  return {
    async keyFor(body) {
      return (await pendingFor(body)).key;
    },
    async prepare(body, sentFrom) {
      const pending = await pendingFor(body, sentFrom);
      // A fresh field kept by an older record (a spent captcha token) is never sent again.
      const firstSent = Object.entries(pending.volatile ?? {}).filter(([key]) => !freshFields.includes(key));
      // The same keys of the same logical body, as first sent: the body keeps its type.
      const sent = { ...body, ...Object.fromEntries(firstSent) } as typeof body;
      return { key: pending.key, body: sent };
    },
    async isPending(body) {
      const fingerprint = await fingerprintOfStable(split(body).stable);
      return (last ?? record?.read())?.fingerprint === fingerprint;
    },
    reset() {
      last = undefined;
      record?.write(null);
    },
  };
}
