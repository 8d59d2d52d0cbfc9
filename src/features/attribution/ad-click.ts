/**
 * Ad-click ids (spec sections 3, 4 and 9): gclid, gclsrc, gbraid, wbraid with a set-at timestamp, kept in
 * local storage under the gclid key.
 * - URL values count only if one of gclid, wbraid or gbraid is present and gclsrc is absent or contains
 *   aw; they override the stored entry.
 * - Expired entries are deleted. An entry expires at its expiryDate (the legacy format written by the
 *   ad platform's own snippet: { value, expiryDate }) or, without one, 90 days after setAt; an entry that
 *   cannot be dated, or holds no click id, is deleted too.
 * - An old entry with a value field but no gclid gets gclid filled from value.
 * - The lead carries it as googleClick { gclid, gclidAt, gbraid, wbraid }.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import { StorageKey } from '#shared/lib/storage/keys.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import type { LandingAdClick } from './landing-params.ts';

export const LEGACY_CLICK_ID_EXPIRY_MS = 90 * 24 * 3_600_000;

export interface AdClick {
  gclid?: string;
  gclsrc?: string;
  gbraid?: string;
  wbraid?: string;
  setAt: Date;
  /** Epoch milliseconds after which the entry is deleted. */
  expiryDate: number;
}

export interface GoogleClick {
  gclid?: string;
  /** UTC ISO form of the entry's set-at timestamp. */
  gclidAt?: string;
  gbraid?: string;
  wbraid?: string;
}

const optionalText = lazySchema(() => z.catch(z.optional(z.string()), undefined));
const storedAdClickSchema = lazySchema(() =>
  z.object({
    gclid: optionalText,
    gclsrc: optionalText,
    gbraid: optionalText,
    wbraid: optionalText,
    value: optionalText,
    setAt: z.optional(z.unknown()),
    expiryDate: z.catch(z.optional(z.number()), undefined),
  }),
);
type StoredAdClick = z.infer<typeof storedAdClickSchema>;

/** Spec 4: whether the URL's ad-click parameters count. */
export function adClickUrlCounts(url: LandingAdClick): boolean {
  const hasClickId = Boolean(url.gclid || url.wbraid || url.gbraid);
  return hasClickId && (url.gclsrc === undefined || url.gclsrc.includes('aw'));
}

function validTime(value: unknown): number | undefined {
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return undefined;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : time;
}

/**
 * The stored entry in today's shape, with the value->gclid migration applied; undefined when it cannot be
 * dated or holds no click id.
 */
export function normaliseStoredAdClick(stored: StoredAdClick): AdClick | undefined {
  const gclid = stored.gclid || stored.value || undefined;
  if (!gclid && !stored.gbraid && !stored.wbraid) return undefined;
  const setAtTime = validTime(stored.setAt);
  const expiryDate =
    stored.expiryDate !== undefined && Number.isFinite(stored.expiryDate)
      ? stored.expiryDate
      : setAtTime !== undefined
        ? setAtTime + LEGACY_CLICK_ID_EXPIRY_MS
        : undefined;
  if (expiryDate === undefined) return undefined;
  // A legacy entry knows only when it expires; it was set 90 days before that.
  const setAt = new Date(setAtTime ?? expiryDate - LEGACY_CLICK_ID_EXPIRY_MS);
  if (Number.isNaN(setAt.getTime())) return undefined;
  return {
    ...(gclid && { gclid }),
    ...(stored.gclsrc && { gclsrc: stored.gclsrc }),
    ...(stored.gbraid && { gbraid: stored.gbraid }),
    ...(stored.wbraid && { wbraid: stored.wbraid }),
    setAt,
    expiryDate,
  };
}

export function isAdClickExpired(click: AdClick, now: Date): boolean {
  return now.getTime() >= click.expiryDate;
}

export function adClickFromUrl(url: LandingAdClick, now: Date): AdClick {
  return {
    ...(url.gclid && { gclid: url.gclid }),
    ...(url.gclsrc && { gclsrc: url.gclsrc }),
    ...(url.gbraid && { gbraid: url.gbraid }),
    ...(url.wbraid && { wbraid: url.wbraid }),
    setAt: now,
    expiryDate: now.getTime() + LEGACY_CLICK_ID_EXPIRY_MS,
  };
}

function toStored(click: AdClick) {
  return { ...click, setAt: click.setAt.toISOString() };
}

export type AdClickOutcome = 'url-override' | 'kept' | 'deleted' | 'none';

/** Settles the ad-click entry at boot: URL override, migration, expiry; writes or deletes the entry. */
export function settleAdClick(input: { storage: SafeStorage; url: LandingAdClick; now: Date }): {
  adClick: AdClick | undefined;
  outcome: AdClickOutcome;
} {
  const { storage, url, now } = input;
  if (adClickUrlCounts(url)) {
    const adClick = adClickFromUrl(url, now);
    storage.session.remove(StorageKey.gclid);
    storage.local.set(StorageKey.gclid, toStored(adClick));
    return { adClick, outcome: 'url-override' };
  }
  const raw = storage.read(StorageKey.gclid, z.unknown());
  if (raw === null) return { adClick: undefined, outcome: 'none' };
  const parsed = z.safeParse(storedAdClickSchema, raw);
  const stored = parsed.success ? normaliseStoredAdClick(parsed.data) : undefined;
  if (!stored || isAdClickExpired(stored, now)) {
    storage.removeBoth(StorageKey.gclid);
    return { adClick: undefined, outcome: 'deleted' };
  }
  // Rewrite in today's shape: this is where an old { value } entry gets its gclid.
  storage.local.set(StorageKey.gclid, toStored(stored));
  return { adClick: stored, outcome: 'kept' };
}

export function toGoogleClick(adClick: AdClick | undefined): GoogleClick {
  if (!adClick) return {};
  return {
    ...(adClick.gclid && { gclid: adClick.gclid }),
    gclidAt: adClick.setAt.toISOString(),
    ...(adClick.gbraid && { gbraid: adClick.gbraid }),
    ...(adClick.wbraid && { wbraid: adClick.wbraid }),
  };
}
