/**
 * The affiliate reference (spec sections 3, 4 and 5): which affiliate sent the applicant.
 * - From the URL: refName -> attribute, refSubId -> subId, refTransactionId (or s_id) -> transactionId.
 * - URL values that differ from the stored ones override them and reset the session.
 * - A stored reference older than the expiry (480 hours by default) is removed and resets the session;
 *   a static affiliate name never expires.
 * - Otherwise the stored reference is saved again to session and local storage.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import { logger } from '#shared/lib/logger.ts';
import { StorageKey } from '#shared/lib/storage/keys.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import type { LandingAffiliate } from './landing-params.ts';

export interface AffiliateReference {
  attribute?: string;
  subId?: string;
  transactionId?: string;
  setAt?: Date;
}

/** The three values that identify a reference, whatever its setAt. */
export type AffiliateValues = Pick<AffiliateReference, 'attribute' | 'subId' | 'transactionId'>;

export const AffiliateLog = {
  urlDataUndefined: 'URL data is undefined. Returning default empty affiliate reference.',
  noValidParameters: 'No valid affiliate parameters found in URL data.',
  invalidExpiryHours: 'Invalid affiliate expiry hours. The affiliate reference is treated as not expired.',
  invalidSetAt: 'Invalid affiliate reference setAt timestamp.',
} as const;

const HOUR_MS = 3_600_000;

export function emptyAffiliateReference(): AffiliateReference {
  return { attribute: undefined, subId: undefined, transactionId: undefined };
}

/** Spec 5: a reference counts only if at least one of attribute, subId or transactionId is present. */
export function hasAffiliateValues(reference: AffiliateValues | undefined): boolean {
  return Boolean(reference?.attribute || reference?.subId || reference?.transactionId);
}

export function sameAffiliateValues(a: AffiliateValues, b: AffiliateValues): boolean {
  return a.attribute === b.attribute && a.subId === b.subId && a.transactionId === b.transactionId;
}

/** The reference carried by the landing URL, or the empty reference with its log line. */
export function affiliateReferenceFromUrl(urlData: LandingAffiliate | undefined): AffiliateReference {
  if (urlData === undefined) {
    logger.info(AffiliateLog.urlDataUndefined);
    return emptyAffiliateReference();
  }
  const reference = {
    attribute: urlData.refName || undefined,
    subId: urlData.refSubId || undefined,
    transactionId: urlData.refTransactionId || undefined,
  };
  if (!hasAffiliateValues(reference)) {
    logger.info(AffiliateLog.noValidParameters);
    return emptyAffiliateReference();
  }
  return reference;
}

function validDate(value: unknown): Date | undefined {
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export interface ExpiryRules {
  affiliateExpiryHours: number;
  staticAffiliateNames: readonly string[];
}

/**
 * Whether a stored reference has expired. A static affiliate name never expires; a non-positive or invalid
 * expiry, or an invalid setAt, cannot be judged: it is logged and the reference is treated as not expired.
 * Expired means strictly more than the expiry has passed since setAt.
 */
export function isAffiliateReferenceExpired(
  reference: { attribute?: string; setAt?: unknown },
  now: Date,
  rules: ExpiryRules,
): boolean {
  if (reference.attribute !== undefined && rules.staticAffiliateNames.includes(reference.attribute)) {
    return false;
  }
  const hours = rules.affiliateExpiryHours;
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours <= 0) {
    logger.warn(AffiliateLog.invalidExpiryHours, { affiliateExpiryHours: String(hours) });
    return false;
  }
  const setAt = validDate(reference.setAt);
  if (!setAt) {
    logger.warn(AffiliateLog.invalidSetAt, { setAt: String(reference.setAt).slice(0, 64) });
    return false;
  }
  return now.getTime() - setAt.getTime() > hours * HOUR_MS;
}

const storedAffiliateSchema = lazySchema(() =>
  z.object({
    attribute: z.optional(z.string()),
    subId: z.optional(z.string()),
    transactionId: z.optional(z.string()),
    // Kept loose here so an invalid setAt can be seen and logged rather than silently dropped.
    setAt: z.optional(z.unknown()),
  }),
);

export type AffiliateOutcome = 'url-override' | 'expired' | 'kept' | 'none';

export interface SettledAffiliateReference {
  reference: AffiliateReference;
  /** The session must be reset to a new session (URL override or expiry). */
  resetSession: boolean;
  outcome: AffiliateOutcome;
}

/**
 * Settles the affiliate reference at boot: reads the stored one, applies the spec's rules against the URL,
 * and writes the result to session and local storage (or removes it).
 */
export function settleAffiliateReference(input: {
  storage: SafeStorage;
  urlData: LandingAffiliate | undefined;
  now: Date;
  rules: ExpiryRules;
}): SettledAffiliateReference {
  const { storage, now, rules } = input;
  const fromUrl = affiliateReferenceFromUrl(input.urlData);
  const storedRaw = storage.read(StorageKey.affiliateReferenceParams, storedAffiliateSchema);
  let stored = storedRaw && hasAffiliateValues(storedRaw) ? storedRaw : undefined;
  let resetSession = false;
  let expired = false;

  if (stored && isAffiliateReferenceExpired(stored, now, rules)) {
    storage.removeBoth(StorageKey.affiliateReferenceParams);
    stored = undefined;
    resetSession = true;
    expired = true;
  }

  if (hasAffiliateValues(fromUrl) && !(stored && sameAffiliateValues(fromUrl, stored))) {
    const reference = { ...fromUrl, setAt: now };
    storage.writeBoth(StorageKey.affiliateReferenceParams, reference);
    return { reference, resetSession: true, outcome: 'url-override' };
  }

  if (stored) {
    // An invalid setAt was logged above; re-stamping it lets the reference expire from now on.
    const reference: AffiliateReference = {
      attribute: stored.attribute,
      subId: stored.subId,
      transactionId: stored.transactionId,
      setAt: validDate(stored.setAt) ?? now,
    };
    storage.writeBoth(StorageKey.affiliateReferenceParams, reference);
    return { reference, resetSession, outcome: 'kept' };
  }

  return { reference: emptyAffiliateReference(), resetSession, outcome: expired ? 'expired' : 'none' };
}

/** The lead's affiliateReferenceParams (spec section 3): the reference with setAt in UTC ISO form. */
export function toAffiliateReferenceParams(reference: AffiliateReference) {
  return {
    attribute: reference.attribute,
    subId: reference.subId,
    transactionId: reference.transactionId,
    setAt: reference.setAt?.toISOString(),
  };
}
