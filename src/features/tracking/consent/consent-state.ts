/**
 * The applicant's analytics consent (spec section 4, "Analytics consent": pending, granted, denied) as a zustand
 * store, persisted in local storage through the safe storage (docs/adr/0011).
 *
 * Like the progress store, it is created by a factory taking its storage and clock: the app creates one per page load
 * with the browser's storage, tests create as many as they like with fakes (a "reload" is a second store over the
 * same storage). What is kept is `{ status, decidedAt, version }` only: no personal data, no session id.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { StorageKey } from '#shared/lib/storage/keys.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';

export type ConsentStatus = 'pending' | 'granted' | 'denied';
/** What the applicant can answer; pending is the absence of an answer. */
export type ConsentAnswer = Exclude<ConsentStatus, 'pending'>;

/**
 * The version of what the banner asks. Raise it when the purposes or the partners change: a stored answer given to
 * another version counts as pending, so everyone is asked again about the new policy.
 */
export const CONSENT_VERSION = 1;

/** Consent guidance asks to renew an answer at least every 12 months: an older answer counts as pending. */
export const CONSENT_MAX_AGE_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoredConsent {
  status: ConsentAnswer;
  /** ISO timestamp of the answer. */
  decidedAt: string;
  version: number;
}

// The storage reviver turns an ISO timestamp back into a Date (src/shared/lib/storage/reviver.ts).
const storedConsentSchema = lazySchema(() =>
  z.object({
    status: z.enum(['granted', 'denied']),
    decidedAt: z.date(),
    version: z.number(),
  }),
);

export interface ConsentState {
  status: ConsentStatus;
  /** When the current status was answered (ISO); null while pending. */
  decidedAt: string | null;
  /** The banner is shown: always while pending, and after `reopen()` until a new answer. */
  bannerOpen: boolean;
  grant(): void;
  deny(): void;
  /** Shows the banner again (the footer's settings link); the current status holds until a new answer. */
  reopen(): void;
}

export type ConsentStore = StoreApi<ConsentState>;

export interface ConsentStoreOptions {
  storage: SafeStorage;
  now?: () => Date;
}

/** The stored answer if it is readable, of this version, not older than 12 months and not in the future; else null. */
export function readStoredConsent(storage: SafeStorage, now: Date): StoredConsent | null {
  const stored = storage.read(StorageKey.analyticsConsent, storedConsentSchema);
  if (!stored || stored.version !== CONSENT_VERSION) return null;
  const age = now.getTime() - stored.decidedAt.getTime();
  // A date ahead of the clock cannot be trusted to say when the applicant answered: ask again.
  if (age < 0 || age > CONSENT_MAX_AGE_DAYS * DAY_MS) return null;
  return { status: stored.status, decidedAt: stored.decidedAt.toISOString(), version: stored.version };
}

export function createConsentStore(options: ConsentStoreOptions): ConsentStore {
  const { storage } = options;
  const now = options.now ?? (() => new Date());
  const stored = readStoredConsent(storage, now());

  const answer = (status: ConsentAnswer) => {
    const record: StoredConsent = { status, decidedAt: now().toISOString(), version: CONSENT_VERSION };
    // Local storage only: the answer outlives the tab. A failed write is logged by the safe storage; the answer
    // still holds for this page load.
    storage.local.set(StorageKey.analyticsConsent, record);
    return { status, decidedAt: record.decidedAt, bannerOpen: false };
  };

  return createStore<ConsentState>()((set) => ({
    status: stored?.status ?? 'pending',
    decidedAt: stored?.decidedAt ?? null,
    bannerOpen: stored === null,
    grant: () => set(answer('granted')),
    deny: () => set(answer('denied')),
    reopen: () => set({ bannerOpen: true }),
  }));
}

/**
 * Runs `start` once, as soon as consent is granted: at once if it already is, else on the first grant. What it
 * starts (the tag manager, analytics, pixels) is not stopped by a later refusal here: Consent Mode's update and each
 * library's opt-out handle that. Returns a function that cancels the wait.
 */
export function whenConsentGranted(store: ConsentStore, start: () => void): () => void {
  if (store.getState().status === 'granted') {
    start();
    return () => undefined;
  }
  const unsubscribe = store.subscribe((state) => {
    if (state.status !== 'granted') return;
    unsubscribe();
    start();
  });
  return unsubscribe;
}
