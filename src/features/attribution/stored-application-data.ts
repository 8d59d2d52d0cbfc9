/**
 * Stored application data (spec section 4, "Stored application data"): the storedLoanApplication entry in
 * local storage. It is stale when expiresAt is past, when its session start is older than the configured
 * expiry, or when it has no positive leadStatus; then sessionStartedAt, id, generalPolicies, policies,
 * leadSource, the captcha token and the IBAN consent are cleared and expiresAt becomes now + expiry.
 *
 * Local storage holds no personal data (../shared/DESIGN.md, "Personal data in the browser"): the schema lists only
 * the non-personal loan choice and bookkeeping fields, and zod strips every other key, both when the entry
 * is read and before it is written.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import { StorageKey } from '#shared/lib/storage/keys.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';

/** A field that does not parse is dropped on its own, not the whole entry. */
const loose = <S extends z.ZodMiniType>(schema: S) => z.catch(z.optional(schema), undefined);
const dateLike = lazySchema(() =>
  z
    .pipe(
      z.union([z.date(), z.string(), z.number()]),
      z.transform((value) => new Date(value)),
    )
    .check(z.refine((date) => !Number.isNaN(date.getTime()))),
);

export const storedApplicationDataSchema = lazySchema(() =>
  z.object({
    amount: loose(z.number()),
    period: loose(z.number()),
    periodScale: loose(z.string()),
    financingOption: loose(z.string()),
    monthlyPaymentDay: loose(z.number()),
    otherDetails: loose(
      z.object({
        loanPurpose: loose(z.string()),
        ibanConsent: loose(z.boolean()),
      }),
    ),
    id: loose(z.union([z.string(), z.number()])),
    sessionId: loose(z.string()),
    sessionStartedAt: loose(dateLike),
    expiresAt: loose(dateLike),
    leadStatus: loose(z.number()),
    generalPolicies: loose(z.unknown()),
    policies: loose(z.unknown()),
    leadSource: loose(z.string()),
    googleCaptchaToken: loose(z.string()),
  }),
);

export type StoredApplicationData = z.infer<typeof storedApplicationDataSchema>;

export type StalenessReason = 'expired' | 'session-too-old' | 'no-positive-lead-status';

/** Every rule that makes the data stale, in the spec's order; empty when it is fresh. */
export function stalenessReasons(
  data: StoredApplicationData,
  now: Date,
  expiryMs: number,
): StalenessReason[] {
  const reasons: StalenessReason[] = [];
  if (data.expiresAt && data.expiresAt.getTime() < now.getTime()) reasons.push('expired');
  if (data.sessionStartedAt && now.getTime() - data.sessionStartedAt.getTime() > expiryMs) {
    reasons.push('session-too-old');
  }
  if (!(typeof data.leadStatus === 'number' && data.leadStatus > 0)) reasons.push('no-positive-lead-status');
  return reasons;
}

export function clearStaleFields(
  data: StoredApplicationData,
  now: Date,
  expiryMs: number,
): StoredApplicationData {
  const rest = { ...data };
  delete rest.sessionStartedAt;
  delete rest.id;
  delete rest.generalPolicies;
  delete rest.policies;
  delete rest.leadSource;
  delete rest.googleCaptchaToken;
  const next: StoredApplicationData = { ...rest, expiresAt: new Date(now.getTime() + expiryMs) };
  if (data.otherDetails) {
    const otherDetails = { ...data.otherDetails };
    delete otherDetails.ibanConsent;
    next.otherDetails = otherDetails;
  }
  return next;
}

export function refreshStoredApplicationData(
  data: StoredApplicationData,
  now: Date,
  expiryMs: number,
): { data: StoredApplicationData; stale: boolean; reasons: StalenessReason[] } {
  const reasons = stalenessReasons(data, now, expiryMs);
  return reasons.length > 0
    ? { data: clearStaleFields(data, now, expiryMs), stale: true, reasons }
    : { data, stale: false, reasons };
}

/**
 * Reads the entry (through the schema), refreshes it and writes it back: cleared when it was stale, and
 * stripped of anything outside the schema in every case (an older build may have stored personal data).
 */
export function settleStoredApplicationData(input: {
  storage: SafeStorage;
  now: Date;
  expiryMs: number;
}): StoredApplicationData | null {
  const stored = input.storage.local.get(StorageKey.storedLoanApplication);
  if (stored === null) return null;
  const parsed = z.safeParse(storedApplicationDataSchema, stored);
  if (!parsed.success) return null;
  const refreshed = refreshStoredApplicationData(parsed.data, input.now, input.expiryMs);
  writeStoredApplicationData(input.storage, refreshed.data);
  return refreshed.data;
}

/** Writes the entry to local storage with every key outside the schema (personal data) stripped. */
export function writeStoredApplicationData(storage: SafeStorage, data: unknown): boolean {
  const parsed = z.safeParse(storedApplicationDataSchema, data);
  return parsed.success && storage.local.set(StorageKey.storedLoanApplication, parsed.data);
}
