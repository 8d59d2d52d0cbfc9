/**
 * The applicant's session (spec sections 3, 4 and 5).
 * - The stored session id is reused when one is stored and the URL has no (valid) sessionId, or the URL
 *   sessionId equals the stored one.
 * - Otherwise, or when forced, a new session starts: the URL sessionId if it is a valid UUID, else a new
 *   random UUID; the start time is stored in UTC ISO form and the new-session flag is set.
 * - Clearing a session removes the id, the start time, the new-session flag and the accepted-redirected flag, and
 *   what this build keeps per session besides (docs/adr/0018): the selling tier, the UTM touches and the
 *   re-application mark.
 * Session data is written to session and local storage (it is an id, not personal data).
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import { InMemoryKey, StorageKey } from '#shared/lib/storage/keys.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { isUuid } from './uuid.ts';

export interface Session {
  sessionId: string;
  sessionStartedAt: Date;
  /** A new session started at this boot. */
  isNew: boolean;
}

const storedSessionIdSchema = lazySchema(() => z.string().check(z.refine(isUuid)));
const storedDateSchema = lazySchema(() =>
  z
    .pipe(
      z.union([z.date(), z.string(), z.number()]),
      z.transform((value) => new Date(value)),
    )
    .check(z.refine((date) => !Number.isNaN(date.getTime()))),
);

/** The keys a session owns in storage. */
export const SESSION_KEYS = [
  StorageKey.sessionId,
  StorageKey.sessionStartedAt,
  StorageKey.newSessionFlag,
  InMemoryKey.sessionAcceptedRedirected,
  InMemoryKey.sellingTierGlobalId,
  StorageKey.utmTouches,
  StorageKey.reapplying,
] as const;

export function clearSession(storage: SafeStorage): void {
  for (const key of SESSION_KEYS) storage.removeBoth(key);
}

/** Spec 4: whether the stored session is reused for this landing. */
export function shouldReuseSession(input: {
  storedSessionId: string | undefined;
  urlSessionId: string | undefined;
  forceNew: boolean;
}): boolean {
  const { storedSessionId, urlSessionId, forceNew } = input;
  if (forceNew || storedSessionId === undefined) return false;
  return urlSessionId === undefined || urlSessionId === storedSessionId;
}

export function settleSession(input: {
  storage: SafeStorage;
  /** The URL sessionId; anything that is not a valid UUID is ignored. */
  urlSessionId: string | undefined;
  now: Date;
  randomUUID: () => string;
  forceNew?: boolean;
}): Session {
  const { storage, now } = input;
  const urlSessionId = isUuid(input.urlSessionId) ? input.urlSessionId : undefined;
  const storedSessionId = storage.read(StorageKey.sessionId, storedSessionIdSchema) ?? undefined;
  const reuse = shouldReuseSession({ storedSessionId, urlSessionId, forceNew: input.forceNew ?? false });

  if (reuse && storedSessionId !== undefined) {
    const storedStart = storage.read(StorageKey.sessionStartedAt, storedDateSchema);
    const sessionStartedAt = storedStart ?? now;
    // Keep both areas in step (a new tab has only the local copy) and repair a missing start time.
    storage.writeBoth(StorageKey.sessionId, storedSessionId);
    storage.writeBoth(StorageKey.sessionStartedAt, sessionStartedAt.toISOString());
    return { sessionId: storedSessionId, sessionStartedAt, isNew: false };
  }

  clearSession(storage);
  const sessionId = urlSessionId ?? input.randomUUID();
  storage.writeBoth(StorageKey.sessionId, sessionId);
  storage.writeBoth(StorageKey.sessionStartedAt, now.toISOString());
  storage.writeBoth(StorageKey.newSessionFlag, true);
  return { sessionId, sessionStartedAt: now, isNew: true };
}
